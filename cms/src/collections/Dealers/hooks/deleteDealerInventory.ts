import type { CollectionBeforeDeleteHook } from 'payload'

/** Inventory rows belong to their dealer; they go with it, in the same transaction. */
export const deleteDealerInventory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'inventory',
    where: { dealer: { equals: id } },
    req,
  })
}
