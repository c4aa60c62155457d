import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { ConfigurationError, resetSettings, settings } from '@/settings'
import { checkWritable } from './preflight'

export { ConfigurationError }

/**
 * Everything the launchers decide before Payload or Next start: where data lives, which secret
 * signs tokens, and the first admin's credentials. Local use works with no setup at all;
 * `NODE_ENV=production` refuses to start on defaults.
 */
export const DEFAULT_ADMIN = { username: 'admin', password: 'admin123', email: 'admin@example.com' }

const MIN_SECRET_LENGTH = 32

export type RuntimeEnv = {
  production: boolean
  dataDir: string
  port: number
  /** The address the public port listens on. */
  host: string
  seed: boolean
}

/** npm runs workspace scripts inside the workspace; paths are meant from where npm was run. */
function fromInvocationDir(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p)
}

async function localSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, '.payload-secret')
  try {
    return (await fs.readFile(file, 'utf8')).trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    await fs.mkdir(dataDir, { recursive: true })
    await fs.writeFile(file, secret, { mode: 0o600 })
    return secret
  }
}

/**
 * Local runs carry the published sample accounts: reachable from this machine only, unless HOST
 * says otherwise; a production server (a container) listens on every interface.
 */
export function listenAddress(): string {
  const { HOST, NODE_ENV } = settings()
  return HOST ?? (NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1')
}

/**
 * Reads the settings (a wrong one is a ConfigurationError naming it), resolves what the
 * launcher decides itself and writes it back to `process.env` for child processes.
 */
export async function prepareRuntimeEnv(): Promise<RuntimeEnv> {
  resetSettings()
  const read = settings()
  const production = read.NODE_ENV === 'production'
  const dataDir = fromInvocationDir(read.DATA_DIR ?? 'data')
  const port = read.PORT

  await checkWritable(dataDir)
  let secret = read.PAYLOAD_SECRET ?? ''
  if (production && secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigurationError(
      `PAYLOAD_SECRET must be set to a random string of at least ${MIN_SECRET_LENGTH} characters in production`,
    )
  }
  if (!secret) secret = await localSecret(dataDir)

  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = secret
  process.env.PORT = String(port)
  resetSettings()
  // The sample dealers share a published password: production seeds only when asked to.
  const seed = read.SEED ?? !production
  return { production, dataDir, port, host: listenAddress(), seed }
}

/** Read only when the database has no admin account yet. */
export function firstAdminFromEnv(production: boolean) {
  const { ADMIN_PASSWORD: password = '', ADMIN_USERNAME, ADMIN_EMAIL } = settings()
  if (production && (password.length < 12 || password === DEFAULT_ADMIN.password)) {
    throw new ConfigurationError(
      'ADMIN_PASSWORD must be set (at least 12 characters, not the local default) to create the first admin in production',
    )
  }
  return {
    username: ADMIN_USERNAME ?? DEFAULT_ADMIN.username,
    password: password || DEFAULT_ADMIN.password,
    email: ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
  }
}
