import type { Where } from 'payload'

import type { Inventory } from '@/payload-types'
import type { HandlerContext, Handlers } from '../context'
import { ApiError } from '../http'

function toRow(doc: Inventory) {
  const firearmId = typeof doc.firearm === 'object' ? doc.firearm.id : doc.firearm
  return { firearmId, stock: doc.stock, price: doc.price, available: Boolean(doc.available) }
}

/** The dealer as the caller may see it; an unknown or hidden one is a 404. */
async function assertDealerExists({ payload, user }: HandlerContext, dealerId: number) {
  const { totalDocs } = await payload.count({
    collection: 'dealers',
    where: { id: { equals: dealerId } },
    overrideAccess: false,
    user,
  })
  if (totalDocs === 0) throw new ApiError(404, 'Dealer not found')
}

export const inventoryHandlers = {
  listInventory: async (context) => {
    const { dealerId } = context.params
    await assertDealerExists(context, dealerId)
    const { docs } = await context.payload.find({
      collection: 'inventory',
      where: { dealer: { equals: dealerId } },
      limit: 0,
      depth: 0,
      overrideAccess: false,
      user: context.user,
    })
    return docs.map(toRow)
  },

  updateInventory: async (context) => {
    const { payload, params, body: data, user } = context
    await assertDealerExists(context, params.dealerId)
    const { totalDocs } = await payload.count({
      collection: 'firearms',
      where: { id: { equals: params.firearmId } },
      overrideAccess: false,
      user,
    })
    if (totalDocs === 0) throw new ApiError(404, 'Firearm not found')

    const where: Where = {
      and: [{ dealer: { equals: params.dealerId } }, { firearm: { equals: params.firearmId } }],
    }
    const access = { overrideAccess: false, user, depth: 0 } as const
    const update = async (id: number) =>
      toRow(await payload.update({ collection: 'inventory', id, data, ...access }))
    const existing = await payload.find({ collection: 'inventory', where, limit: 1, ...access })
    if (existing.docs[0]) return update(existing.docs[0].id)
    try {
      const created = await payload.create({
        collection: 'inventory',
        data: { ...data, dealer: params.dealerId, firearm: params.firearmId },
        ...access,
      })
      return toRow(created)
    } catch (error) {
      // A parallel request created the row first; this write becomes an update of it.
      const raced = await payload.find({ collection: 'inventory', where, limit: 1, ...access })
      if (!raced.docs[0]) throw error
      return update(raced.docs[0].id)
    }
  },
} satisfies Partial<Handlers>
