import type { Dealer } from '@/payload-types'
import type { Handlers } from '../context'
import { ApiError } from '../http'
import { findVisible } from '../lookup'
import { toApiPublicDealer } from '../shapes'

function toAdminDealer(doc: Dealer) {
  return {
    ...toApiPublicDealer(doc),
    username: doc.username ?? '',
    isActive: doc.isActive !== false,
  }
}

export const adminDealerHandlers = {
  listAdminDealers: async ({ payload, user }) => {
    const { docs } = await payload.find({
      collection: 'dealers',
      limit: 0,
      sort: 'name',
      overrideAccess: false,
      user,
    })
    return docs.map(toAdminDealer)
  },

  getAdminDealer: async (context) =>
    toAdminDealer(await findVisible(context, 'dealers', context.params.id, 'Dealer')),

  createDealer: async ({ payload, user, body }) => {
    const { totalDocs } = await payload.count({
      collection: 'dealers',
      where: { username: { equals: body.username } },
      overrideAccess: false,
      user,
    })
    if (totalDocs > 0) throw new ApiError(409, `username "${body.username}" is already taken`)
    const created = await payload.create({
      collection: 'dealers',
      data: { ...body, country: body.country as Dealer['country'], isActive: true },
      overrideAccess: false,
      user,
    })
    return toAdminDealer(created)
  },

  updateDealer: async (context) => {
    const { payload, user, body } = context
    const dealer = await findVisible(context, 'dealers', context.params.id, 'Dealer')
    const { isActive, ...fields } = body
    const updated = await payload.update({
      collection: 'dealers',
      id: dealer.id,
      data: {
        ...fields,
        country: fields.country as Dealer['country'],
        ...(isActive === undefined ? {} : { isActive }),
      },
      overrideAccess: false,
      user,
    })
    return toAdminDealer(updated)
  },

  /** "Delete" deactivates: the dealer and its data stay (docs/product.md, "Administration"). */
  deactivateDealer: async (context) => {
    const dealer = await findVisible(context, 'dealers', context.params.id, 'Dealer')
    const updated = await context.payload.update({
      collection: 'dealers',
      id: dealer.id,
      data: { isActive: false },
      overrideAccess: false,
      user: context.user,
    })
    return toAdminDealer(updated)
  },
} satisfies Partial<Handlers>
