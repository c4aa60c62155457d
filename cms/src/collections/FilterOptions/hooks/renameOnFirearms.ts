import type { CollectionAfterChangeHook } from 'payload'

import type { FilterOption } from '@/payload-types'

/**
 * Firearms refer to options by name, so a rename is carried to every firearm that used the old
 * name, inside the same transaction as the rename itself.
 */
export const renameOnFirearms: CollectionAfterChangeHook<FilterOption> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.name === doc.name) return doc
  if (previousDoc.type !== doc.type) return doc
  await req.payload.update({
    collection: 'firearms',
    where: { [doc.type]: { equals: previousDoc.name } },
    data: { [doc.type]: doc.name },
    req,
  })
  return doc
}
