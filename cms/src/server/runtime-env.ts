import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

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

export class ConfigurationError extends Error {}

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

/** Resolves the environment and writes the results back to `process.env` for child processes. */
export async function prepareRuntimeEnv(): Promise<RuntimeEnv> {
  const production = process.env.NODE_ENV === 'production'
  const dataDir = fromInvocationDir(process.env.DATA_DIR ?? 'data')
  const port = Number(process.env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new ConfigurationError(`PORT must be a TCP port number, got "${process.env.PORT}"`)
  }

  let secret = process.env.PAYLOAD_SECRET ?? ''
  if (production && secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigurationError(
      `PAYLOAD_SECRET must be set to a random string of at least ${MIN_SECRET_LENGTH} characters in production`,
    )
  }
  if (!secret) secret = await localSecret(dataDir)

  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = secret
  process.env.PORT = String(port)
  // The sample dealers share a published password: production seeds only when asked to.
  const seedSetting = process.env.SEED ?? ''
  const seed = seedSetting === '' ? !production : seedSetting !== 'false'
  // Local runs carry the published sample accounts: reachable from this machine only, unless
  // HOST says otherwise; a production server (a container) listens on every interface.
  const host = process.env.HOST?.trim() || (production ? '0.0.0.0' : '127.0.0.1')
  return { production, dataDir, port, host, seed }
}

/** Read only when the database has no admin account yet. */
export function firstAdminFromEnv(production: boolean) {
  const password = process.env.ADMIN_PASSWORD ?? ''
  if (production && (password.length < 12 || password === DEFAULT_ADMIN.password)) {
    throw new ConfigurationError(
      'ADMIN_PASSWORD must be set (at least 12 characters, not the local default) to create the first admin in production',
    )
  }
  return {
    username: process.env.ADMIN_USERNAME || DEFAULT_ADMIN.username,
    password: password || DEFAULT_ADMIN.password,
    email: process.env.ADMIN_EMAIL || DEFAULT_ADMIN.email,
  }
}
