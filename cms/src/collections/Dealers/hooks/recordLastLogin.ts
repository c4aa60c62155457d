import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterLoginHook } from 'payload'

import { databaseFor } from '@/lib/database'

/**
 * The dealer's last sign-in, for the admin's dealer tools. Written straight to its column: a
 * sign-in is not an edit, so the dealer's version (updatedAt) and history stay as they were.
 */
export const recordLastLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const db = await databaseFor(req)
  await db.execute(sql`UPDATE dealers SET last_login_at = now() WHERE id = ${user.id}`)
  return user
}
