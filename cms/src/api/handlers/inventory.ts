import type { PayloadRequest, Where } from 'payload'

import type { Inventory } from '@/payload-types'
import type { HandlerContext, Handlers } from '../context'
import { ApiError } from '../http'
import { inTransaction } from '../transaction'
import { assertVersion } from '../versions'

function toRow(doc: Inventory) {
  const firearmId = typeof doc.firearm === 'object' ? doc.firearm.id : doc.firearm
  return {
    firearmId,
    stock: doc.stock,
    price: doc.price,
    available: Boolean(doc.available),
    version: doc.updatedAt,
  }
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
    const { payload, params, body, user } = context
    const { version, ...data } = body
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
    const find = async (req: PayloadRequest) =>
      (
        await payload.find({
          collection: 'inventory',
          where,
          limit: 1,
          depth: 0,
          req,
          overrideAccess: false,
        })
      ).docs[0]
    const save = () =>
      inTransaction(payload, user, async (req) => {
        const row = await find(req)
        if (!row) {
          const created = await payload.create({
            collection: 'inventory',
            data: { ...data, dealer: params.dealerId, firearm: params.firearmId },
            req,
            overrideAccess: false,
          })
          return toRow(created)
        }
        await assertVersion(req, 'inventory', row.id, version, async () =>
          toRow((await find(req)) ?? row),
        )
        const updated = await payload.update({
          collection: 'inventory',
          id: row.id,
          data,
          depth: 0,
          req,
          overrideAccess: false,
        })
        return toRow(updated)
      })
    try {
      return await save()
    } catch (error) {
      // A parallel request created the row first (the unique index refused this one): save
      // again, now as an update of that row.
      if (error instanceof ApiError) throw error
      return save()
    }
  },
} satisfies Partial<Handlers>
