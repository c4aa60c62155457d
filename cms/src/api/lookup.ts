import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

import type { RequestContext } from './context'
import { ApiError } from './http'
import { positiveId } from './input'

/**
 * The record named by the route's `:id`, as the caller may see it, or 404 with `what` named.
 * A malformed id names nothing, so it is a 404 as well.
 */
export async function findByRouteId<S extends 'contacts' | 'dealers' | 'filter-options'>(
  { payload, user, params }: RequestContext,
  collection: S & CollectionSlug,
  what: string,
): Promise<DataFromCollectionSlug<S>> {
  const id = positiveId(params.id, what)
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    limit: 1,
    overrideAccess: false,
    user,
  })
  const doc = docs[0]
  if (!doc) throw new ApiError(404, `${what} not found`)
  return doc as DataFromCollectionSlug<S>
}
