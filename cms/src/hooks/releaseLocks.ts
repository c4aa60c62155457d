import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * The documents an account has open in the panel are unlocked when the account is deleted.
 * Payload keeps a lock whose holder is gone, and the document's edit view then fails for
 * everyone else, a blank page, until the lock expires five minutes later
 * (docs/decisions/0185-locks-of-deleted-accounts.md).
 */
export const releaseLocks: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: 'payload-locked-documents',
    where: {
      and: [{ 'user.relationTo': { equals: collection.slug } }, { 'user.value': { equals: id } }],
    },
    req,
  })
}
