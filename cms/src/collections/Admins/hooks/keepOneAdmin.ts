import { refusal } from '@sog/contract'
import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { refusalError } from '@/lib/rule-error'

/** Without an administrator nobody could manage dealers or settings again. */
const LAST_ADMIN = refusal('lastAdmin')

async function otherAdminCount(
  req: Parameters<CollectionBeforeDeleteHook>[0]['req'],
  id: number | string,
) {
  const { totalDocs } = await req.payload.count({
    collection: 'admins',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    req,
  })
  return totalDocs
}

const beforeChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || data.role !== 'editor') return data
  if ((await otherAdminCount(req, originalDoc.id)) === 0) throw refusalError(LAST_ADMIN)
  return data
}

const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'admins', id, req, depth: 0 })
  if (doc.role === 'admin' && (await otherAdminCount(req, id)) === 0) {
    throw refusalError(LAST_ADMIN)
  }
}

export const keepOneAdmin = { beforeChange, beforeDelete }
