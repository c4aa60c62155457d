import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { freePort } from './free-port'
import { postgresBinaries } from './postgres/binaries'
import {
  clusterDir,
  exists,
  failureReason,
  initialiseCluster,
  postgresEnv,
  removeCluster,
} from './postgres/cluster'
import { EmbeddedPostgresError } from './postgres/errors'
import { firstLine, postgresUser, type PostgresUser } from './postgres/system-user'
import { isAlive } from './is-alive'

export type RunningPostgres = {
  /** Connection string of the server's maintenance database `postgres`. */
  serverUrl: string
  /** Where its files are (DATA_DIR/postgres, or where that link points). */
  dir: string
  stop: () => Promise<void>
}

const USER = 'postgres'
const READY_TIMEOUT_MS = 60_000

type Log = (message: string) => void

const serverUrlOn = (port: number, password: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`

/**
 * The server listens on 127.0.0.1 only; its superuser's password keeps the machine's other
 * users out. It is generated for each new cluster and kept in the data folder
 * (`.postgres-password`, readable by its owner alone), beside the generated Payload secret.
 * Clusters made before had the constant below; theirs is replaced at their next start.
 */
const OLD_CONSTANT_PASSWORD = 'postgres'

const passwordFile = (dir: string) => path.join(path.dirname(dir), '.postgres-password')

async function storedPassword(dir: string): Promise<string | null> {
  return fs.readFile(passwordFile(dir), 'utf8').then(
    (text) => text.trim() || null,
    () => null,
  )
}

async function storeNewPassword(dir: string): Promise<string> {
  const password = crypto.randomBytes(24).toString('hex')
  await fs.mkdir(path.dirname(dir), { recursive: true })
  await fs.writeFile(passwordFile(dir), `${password}\n`, { mode: 0o600 })
  return password
}

/** Gives a cluster made with the old constant password a generated one. */
async function replaceConstantPassword(dir: string, port: number): Promise<string> {
  const password = crypto.randomBytes(24).toString('hex')
  const client = new pg.Client({ connectionString: serverUrlOn(port, OLD_CONSTANT_PASSWORD) })
  await client.connect()
  try {
    await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`)
  } finally {
    await client.end()
  }
  await fs.writeFile(passwordFile(dir), `${password}\n`, { mode: 0o600 })
  return password
}

/** The postmaster running in `dir` according to its pid file, if that process is alive. */
async function runningPostmaster(dir: string): Promise<{ pid: number; port: number } | null> {
  try {
    const lines = (await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')
    const pid = Number(lines[0])
    const port = Number(lines[3])
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? { pid, port } : null
  } catch {
    return null
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
async function takeOverRunning(
  dir: string,
  cluster: string,
  log: Log,
): Promise<RunningPostgres | null> {
  const running = await runningPostmaster(cluster)
  if (!running) return null
  const ppid = await parentPid(running.pid)
  const orphaned = ppid === null || ppid === 1 || !isAlive(ppid)
  if (!orphaned) {
    log(`Embedded PostgreSQL already running on port ${running.port}; sharing it.`)
    const password = (await storedPassword(dir)) ?? OLD_CONSTANT_PASSWORD
    return { serverUrl: serverUrlOn(running.port, password), dir: cluster, stop: async () => {} }
  }
  log(`Stopping orphaned embedded PostgreSQL (pid ${running.pid}) from an earlier run.`)
  process.kill(running.pid, 'SIGINT')
  if (!(await waitForExit(running.pid, 30_000))) process.kill(running.pid, 'SIGKILL')
  await waitForExit(running.pid, 10_000)
  return null
}

/** The maintenance connection string of the cluster running for `dir`, if one runs there. */
export async function runningServerUrl(dir: string): Promise<string | null> {
  const running = await runningPostmaster(dir)
  if (!running) return null
  return serverUrlOn(running.port, (await storedPassword(dir)) ?? OLD_CONSTANT_PASSWORD)
}

/** Stops the postmaster (fast shutdown) and waits for it. */
async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGINT')
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(timer)
}

/** Waits before the n-th attempt to start a postmaster that stopped: 1 s, 2 s, 4 s … 30 s. */
const restartDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt)

/**
 * Keeps the postmaster running while the launcher runs (issue 32, M9): one that stops on its
 * own (killed, crashed, out of memory) is started again on the same port, so every connection
 * string stays valid and the application's pools reconnect by themselves.
 */
function supervise(
  first: ChildProcess,
  start: () => Promise<ChildProcess>,
  log: Log,
): { stop: () => Promise<void> } {
  let child = first
  let stopping = false
  const watch = (postmaster: ChildProcess) => {
    postmaster.once('exit', (code, signal) => {
      if (stopping) return
      log(
        `Embedded PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again.`,
      )
      void restart(0)
    })
  }
  const restart = async (attempt: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, restartDelay(attempt)))
    if (stopping) return
    try {
      child = await start()
      watch(child)
      log('Embedded PostgreSQL is running again.')
    } catch (error) {
      log(`Embedded PostgreSQL did not start again: ${firstLine(error)}; trying again.`)
      return restart(attempt + 1)
    }
  }
  watch(child)
  return {
    stop: async () => {
      stopping = true
      await stopPostmaster(child)
    },
  }
}

/** Runs the postmaster until it says it accepts connections; rejects with its reason if not. */
function runPostgres(
  program: string,
  dir: string,
  port: number,
  user: PostgresUser | null,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      program,
      [
        '-D',
        dir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      { ...(user ?? {}), env: postgresEnv(), stdio: ['ignore', 'ignore', 'pipe'] },
    )
    // Its log keeps flowing after start-up; only the last lines are kept, for a failure.
    let recent = ''
    let ready = false
    child.stderr.on('data', (chunk: Buffer) => {
      recent = (recent + chunk.toString()).slice(-4096)
      if (!ready && recent.includes('ready to accept connections')) {
        ready = true
        clearTimeout(timer)
        resolve(child)
      }
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`))
    }, READY_TIMEOUT_MS)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (!ready) reject(new Error(failureReason(recent, `exited with ${code ?? signal}`)))
    })
  })
}

/**
 * A real PostgreSQL from the npm package's binaries, with its files in `dir` (created and
 * initialised when missing). As root it runs as the `postgres` system user, from binaries and a
 * data folder that user can reach. Any failure is an EmbeddedPostgresError, one line that says
 * what to do, and leaves no process, password file or half-made cluster behind.
 */
export async function startEmbeddedPostgres(dir: string, log: Log): Promise<RunningPostgres> {
  let created: string | null = null
  try {
    const user = await postgresUser()
    const cluster = await clusterDir(dir, user)
    const shared = await takeOverRunning(dir, cluster, log)
    if (shared) return shared
    const binaries = await postgresBinaries(user !== null)
    let password = await storedPassword(dir)
    const oldConstant = password === null && (await exists(path.join(cluster, 'PG_VERSION')))
    if (!(await exists(path.join(cluster, 'PG_VERSION')))) {
      const leftovers = await fs.readdir(cluster).catch(() => [])
      if (leftovers.length > 0) {
        throw new EmbeddedPostgresError(
          `${cluster} holds files but no PostgreSQL database. Move it away to start with a new one, or set DATABASE_URL to a PostgreSQL server.`,
        )
      }
      created = cluster
      password = await storeNewPassword(dir)
      await initialiseCluster(dir, cluster, user, binaries, { user: USER, password })
    }
    const port = await freePort()
    const start = () => runPostgres(binaries.postgres, cluster, port, user)
    const child = await start()
    if (oldConstant || password === null) {
      password = await replaceConstantPassword(dir, port).catch(async (error: unknown) => {
        await stopPostmaster(child)
        throw error
      })
    }
    const { stop } = supervise(child, start, log)
    return { serverUrl: serverUrlOn(port, password), dir: cluster, stop }
  } catch (error) {
    if (created) {
      await removeCluster(dir, created)
      await fs.rm(passwordFile(dir), { force: true })
    }
    if (error instanceof EmbeddedPostgresError) throw error
    const remedy = created
      ? 'Fix that'
      : `Fix that, or move ${dir} away to start with a new database`
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${dir} did not start: ${firstLine(error)}. ${remedy}, or set DATABASE_URL to a PostgreSQL server.`,
      { cause: error },
    )
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
