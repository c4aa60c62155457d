import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { ruleError } from '@/lib/rule-error'

/** Without an administrator nobody could manage dealers or settings again. */
const LAST_ADMIN_MESSAGE = 'At least one administrator account must remain'

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
  if ((await otherAdminCount(req, originalDoc.id)) === 0) throw ruleError(LAST_ADMIN_MESSAGE, 409)
  return data
}

const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'admins', id, req, depth: 0 })
  if (doc.role === 'admin' && (await otherAdminCount(req, id)) === 0) {
    throw ruleError(LAST_ADMIN_MESSAGE, 409)
  }
}

export const keepOneAdmin = { beforeChange, beforeDelete }
