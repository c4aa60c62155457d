import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

import type { User } from './context'
import { HttpError } from './http'

/** The record with this id as the caller may see it, or 404 with `what` named. */
export async function findVisible<S extends 'contacts' | 'dealers' | 'filter-options' | 'requests'>(
  { payload, user }: { payload: Payload; user: User },
  collection: S & CollectionSlug,
  id: number,
  what: string,
): Promise<DataFromCollectionSlug<S>> {
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    limit: 1,
    overrideAccess: false,
    user,
  })
  const doc = docs[0]
  if (!doc) throw new HttpError(404, `${what} not found`)
  return doc as DataFromCollectionSlug<S>
}
