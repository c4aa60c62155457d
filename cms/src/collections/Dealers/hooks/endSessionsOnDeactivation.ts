import {
  Forbidden,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import type { Dealer } from '@/payload-types'

/**
 * Deactivating a dealer ends every session it has: its tokens are refused at once and stay
 * refused after a later re-activation (a token names its session, and that session is gone).
 * Written straight to the row, as Payload's own logout does: the sessions field is not
 * editable through the collection.
 */
export const endSessionsOnDeactivation: CollectionAfterChangeHook<Dealer> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.isActive !== false || previousDoc?.isActive === false)
    return doc
  await req.payload.db.updateOne({
    collection: 'dealers',
    id: doc.id,
    data: { sessions: [] },
    req,
    returning: false,
  })
  return doc
}

/** An inactive dealer's token cannot be refreshed into a new one. */
export const refuseRefreshWhileInactive: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  if (operation === 'refresh' && req.user?.collection === 'dealers' && req.user.isActive === false)
    throw new Forbidden(req.t)
  return args
}
