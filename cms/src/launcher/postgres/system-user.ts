import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'

import { EmbeddedPostgresError } from './errors'

const run = promisify(execFile)

/** Who the embedded PostgreSQL runs as: PostgreSQL refuses to run as root. */
export type PostgresUser = { uid: number; gid: number }

const NAME = 'postgres'

async function lookUp(): Promise<PostgresUser | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', NAME]), run('id', ['-g', NAME])])
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
  } catch {
    return null
  }
}

/**
 * Null when this process is not root (PostgreSQL then runs as the current user); as root, the
 * `postgres` system user, created as a system account without a login shell when missing.
 */
export async function postgresUser(): Promise<PostgresUser | null> {
  if (process.getuid?.() !== 0) return null
  const found = await lookUp()
  if (found) return found
  // Debian's PostgreSQL packages leave a `postgres` group behind when they are removed.
  const group = await run('getent', ['group', NAME]).then(
    () => ['--gid', NAME],
    () => ['--user-group'],
  )
  try {
    await run('useradd', [
      '--system',
      ...group,
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      NAME,
    ])
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL cannot run as root and the "${NAME}" system user could not be created (${firstLine(error)}). Create it (useradd --system ${NAME}), or set DATABASE_URL to a PostgreSQL server.`,
    )
  }
  const created = await lookUp()
  if (!created)
    throw new EmbeddedPostgresError(`The "${NAME}" system user was created but cannot be found.`)
  return created
}

/** Whether `user` may enter `dir`, which needs every folder above it to let them through. */
export function canEnter(dir: string, user: PostgresUser): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('test', ['-x', dir], { ...user, stdio: 'ignore' })
    probe.on('error', () => resolve(false))
    probe.on('exit', (code) => resolve(code === 0))
  })
}

export function firstLine(error: unknown): string {
  const text =
    error instanceof Error ? (error as { stderr?: string }).stderr || error.message : String(error)
  return text.trim().split('\n')[0] ?? ''
}
