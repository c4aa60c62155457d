import { sql } from '@payloadcms/db-postgres'
import type { FilterOptionType } from '@sog/contract'
import type { CollectionAfterChangeHook } from 'payload'

import { databaseFor } from '@/lib/database'
import type { FilterOption } from '@/payload-types'

/** The firearms table's column of each option type. */
const COLUMN: Record<FilterOptionType, string> = {
  category: 'category',
  caliber: 'caliber',
  barrelLength: 'barrel_length',
  systemType: 'system_type',
}

/**
 * Firearms refer to options by name, so a rename is carried to every firearm that used the old
 * name, inside the same transaction as the rename itself, as one statement: a document-by-
 * document update of thousands of firearms outlived the request's deadline (issue 27). Each
 * firearm's version moves on (its value changed); the rename is one activity entry, the
 * option's own (docs/decisions/0158-option-renames.md).
 */
export const renameOnFirearms: CollectionAfterChangeHook<FilterOption> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.name === doc.name) return doc
  if (previousDoc.type !== doc.type) return doc
  const column = sql.identifier(COLUMN[doc.type])
  const db = await databaseFor(req)
  await db.execute(
    sql`UPDATE firearms SET ${column} = ${doc.name}, updated_at = now() WHERE ${column} = ${previousDoc.name}`,
  )
  return doc
}
