import type { CollectionBeforeDeleteHook } from 'payload'

/** Dealers' stock rows of a deleted firearm mean nothing; they go with it, in one transaction. */
export const deleteFirearmInventory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'inventory',
    where: { firearm: { equals: id } },
    req,
  })
}
