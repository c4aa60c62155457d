import { newFirearmId, type FirearmInputData } from '@sog/contract'
import type { PayloadRequest } from 'payload'

import type { HandlerContext, Handlers } from '../context'
import { ApiError } from '../http'
import { queryFirearms } from '../queries/firearm-query'
import { storeImage } from '../images'
import { toApiFirearm } from '../shapes'
import { inTransaction } from '../transaction'
import { assertVersion } from '../versions'

/**
 * Stores uploads; rows stay in the order sent. Without a main image the collection moves the
 * first gallery image up (its `cleanGallery` hook, the one place of that rule).
 */
async function storeImages(req: PayloadRequest, { name, imageUrl, images }: FirearmInputData) {
  const main = imageUrl ? await storeImage(req, imageUrl, 'imageUrl', name) : null
  const gallery = []
  for (const [i, value] of images.entries())
    gallery.push(await storeImage(req, value, `images[${i}]`, `${name}, view ${i + 2}`))
  return { image: main?.image ?? null, imageUrl: main?.url ?? null, gallery }
}

async function countFirearms({ payload, user }: HandlerContext, id: string) {
  const { totalDocs } = await payload.count({
    collection: 'firearms',
    where: { id: { equals: id } },
    overrideAccess: false,
    user,
  })
  return totalDocs
}

async function saveFirearm(
  { payload, user }: HandlerContext,
  body: FirearmInputData,
  id: string,
  existing: boolean,
) {
  const { id: _sentId, imageUrl: _main, images: _gallery, version, ...fields } = body
  const read = (req: PayloadRequest) =>
    payload.findByID({ collection: 'firearms', id, depth: 1, req, overrideAccess: false })
  const saved = await inTransaction(payload, user, async (req) => {
    if (existing)
      await assertVersion(req, 'firearms', id, version, async () => toApiFirearm(await read(req)))
    const data = { ...fields, ...(await storeImages(req, body)) }
    await (existing
      ? payload.update({ collection: 'firearms', id, data, req, overrideAccess: false })
      : payload.create({
          collection: 'firearms',
          data: { ...data, id },
          req,
          overrideAccess: false,
        }))
    return read(req)
  })
  return toApiFirearm(saved)
}

export const adminFirearmHandlers = {
  listAdminFirearms: ({ payload, query }) => queryFirearms(payload, query),

  createFirearm: async (context) => {
    const id = context.body.id ?? newFirearmId()
    if ((await countFirearms(context, id)) > 0)
      throw new ApiError(409, `A firearm with id "${id}" already exists`)
    return saveFirearm(context, context.body, id, false)
  },

  updateFirearm: async (context) => {
    const { id } = context.params
    if ((await countFirearms(context, id)) === 0) throw new ApiError(404, 'Firearm not found')
    return saveFirearm(context, context.body, id, true)
  },

  deleteFirearm: async (context) => {
    const { id } = context.params
    if ((await countFirearms(context, id)) === 0) throw new ApiError(404, 'Firearm not found')
    await inTransaction(context.payload, context.user, (req) =>
      context.payload.delete({ collection: 'firearms', id, req, overrideAccess: false }),
    )
    return { detail: 'Firearm deleted' }
  },
} satisfies Partial<Handlers>
