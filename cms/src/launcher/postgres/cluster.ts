import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { PostgresBinaries } from './binaries'
import { EmbeddedPostgresError } from './errors'
import { canEnter, type PostgresUser } from './system-user'

/**
 * Where root keeps clusters whose data folder the `postgres` system user cannot enter
 * (docs/decisions/0006-postgresql-as-root.md).
 */
export const SYSTEM_DATA_DIR = '/var/lib/sog'

export async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  )
}

/**
 * Where the cluster meant for `dir` (DATA_DIR/postgres) lives: `dir` itself, unless we are root
 * and the `postgres` user may not enter the data folder. Then it lives under SYSTEM_DATA_DIR and
 * `dir` is a symbolic link to it, so the data folder still says where its database is.
 */
export async function clusterDir(dir: string, user: PostgresUser | null): Promise<string> {
  if (!user) return dir
  const linked = await fs.readlink(dir).catch(() => null)
  if (linked) return path.resolve(path.dirname(dir), linked)
  const dataDir = path.dirname(dir)
  await fs.mkdir(dataDir, { recursive: true })
  if (await canEnter(dataDir, user)) return dir
  if (await exists(dir)) {
    throw new EmbeddedPostgresError(
      `The embedded database in ${dir} is out of reach of the postgres system user (a folder above it is private). Move the data folder (DATA_DIR) where that user may enter, or set DATABASE_URL to a PostgreSQL server.`,
    )
  }
  const key = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 12)
  const system = path.join(SYSTEM_DATA_DIR, `postgres-${key}`)
  // A cluster there without its link belongs to this data folder before it was deleted: a new
  // data folder starts with a new database, as it does everywhere else.
  await fs.rm(system, { recursive: true, force: true })
  return system
}

/** Removes a cluster this start created (and the link to it), after a failure. */
export async function removeCluster(dir: string, cluster: string): Promise<void> {
  await fs.rm(cluster, { recursive: true, force: true })
  if (cluster !== dir) await fs.rm(dir, { force: true })
}

/**
 * What a PostgreSQL program said last about why it failed, on one line: its last error, after
 * the line just before it when that one gives the detail ("invalid value for parameter …").
 */
export function failureReason(output: string, fallback: string): string {
  const lines = output.split('\n').map((l) => l.trim())
  const said = (line: string | undefined, levels: string) =>
    line === undefined ? undefined : new RegExp(`(?:${levels}):\\s+(.*)$`).exec(line)?.[1]
  const last = lines.findLastIndex((l) => said(l, 'FATAL|PANIC|ERROR|error') !== undefined)
  if (last === -1) return lines.filter(Boolean).at(-1) ?? fallback
  const detail = said(lines[last - 1], 'LOG|ERROR|DETAIL')
  const reason = said(lines[last], 'FATAL|PANIC|ERROR|error')!
  return detail ? `${detail}; ${reason}` : reason
}

/** The environment PostgreSQL's programs run with: English messages, no locale surprises. */
export function postgresEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV, PATH, TZ } = process.env
  return { NODE_ENV, PATH, TZ, LC_ALL: 'C' }
}

/**
 * `initdb` into an empty `cluster` owned by `user` (linked from `dir` when it lives elsewhere).
 * The password file sits beside the cluster, readable by that user alone, for the length of
 * the call; nothing goes to /tmp.
 */
export async function initialiseCluster(
  dir: string,
  cluster: string,
  user: PostgresUser | null,
  binaries: PostgresBinaries,
  credentials: { user: string; password: string },
): Promise<void> {
  if (cluster !== dir) {
    await fs.mkdir(SYSTEM_DATA_DIR, { recursive: true })
    await fs.chmod(SYSTEM_DATA_DIR, 0o755)
    if (!(await exists(dir))) await fs.symlink(cluster, dir)
  }
  await fs.mkdir(cluster, { recursive: true, mode: 0o700 })
  if (user) await fs.chown(cluster, user.uid, user.gid)
  const passwordFile = path.join(
    path.dirname(cluster),
    `.postgres-password-${crypto.randomBytes(6).toString('hex')}`,
  )
  await fs.writeFile(passwordFile, `${credentials.password}\n`, { mode: 0o600, flag: 'wx' })
  try {
    if (user) await fs.chown(passwordFile, user.uid, user.gid)
    // The builtin locale provider needs no operating-system locales and sorts the same on every
    // machine; UTF-8 throughout.
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${cluster}`,
        `--username=${credentials.user}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      user,
    )
  } finally {
    await fs.rm(passwordFile, { force: true })
  }
}

function runToEnd(program: string, args: string[], user: PostgresUser | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...(user ?? {}),
      env: postgresEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve()
      else reject(new Error(failureReason(output, `${path.basename(program)} exited with ${code}`)))
    })
  })
}
