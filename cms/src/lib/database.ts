import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * The connection of `req`'s transaction when it has one, else the pool. Raw SQL inside a hook
 * or a transaction must use it: a second connection would wait for row locks the transaction
 * itself holds.
 */
export async function databaseFor(req: PayloadRequest) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = await req.transactionID
  return (transaction !== undefined && adapter.sessions[transaction]?.db) || adapter.drizzle
}
