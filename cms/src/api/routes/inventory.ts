import type { Where } from 'payload'

import type { Inventory } from '@/payload-types'
import type { RequestContext } from '../context'
import { requireDealerOrAdmin } from '../guards'
import { ApiError, json, readJsonObject } from '../http'
import { boolean, money, positiveId, wholeNumber } from '../input'
import type { Route } from '../router'
import type { ApiInventoryRow } from '../types'

function toRow(doc: Inventory): ApiInventoryRow {
  const firearmId = typeof doc.firearm === 'object' ? doc.firearm.id : doc.firearm
  return { firearmId, stock: doc.stock, price: doc.price, available: Boolean(doc.available) }
}

async function assertDealerExists({ payload }: RequestContext, dealerId: number) {
  const { totalDocs } = await payload.count({
    collection: 'dealers',
    where: { id: { equals: dealerId } },
  })
  if (totalDocs === 0) throw new ApiError(404, 'Dealer not found')
}

async function listInventory(context: RequestContext): Promise<Response> {
  const dealerId = positiveId(context.params.dealerId, 'Dealer')
  const user = requireDealerOrAdmin(context.user, dealerId)
  await assertDealerExists(context, dealerId)
  const { docs } = await context.payload.find({
    collection: 'inventory',
    where: { dealer: { equals: dealerId } },
    limit: 0,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(docs.map(toRow))
}

async function updateInventory(context: RequestContext): Promise<Response> {
  const { payload, params } = context
  const dealerId = positiveId(params.dealerId, 'Dealer')
  const user = requireDealerOrAdmin(context.user, dealerId)
  const body = await readJsonObject(context.request)
  const data = {
    stock: wholeNumber(body, 'stock'),
    price: money(body, 'price'),
    available: boolean(body, 'available'),
  }
  await assertDealerExists(context, dealerId)
  const firearmId = params.firearmId ?? ''
  const { totalDocs } = await payload.count({
    collection: 'firearms',
    where: { id: { equals: firearmId } },
  })
  if (totalDocs === 0) throw new ApiError(404, 'Firearm not found')

  const where: Where = {
    and: [{ dealer: { equals: dealerId } }, { firearm: { equals: firearmId } }],
  }
  const access = { overrideAccess: false, user, depth: 0 } as const
  const existing = await payload.find({ collection: 'inventory', where, limit: 1, ...access })
  if (existing.docs[0]) {
    return json(
      toRow(
        await payload.update({ collection: 'inventory', id: existing.docs[0].id, data, ...access }),
      ),
    )
  }
  try {
    const created = await payload.create({
      collection: 'inventory',
      data: { ...data, dealer: dealerId, firearm: firearmId },
      ...access,
    })
    return json(toRow(created))
  } catch (error) {
    // A parallel request created the row first; this write becomes an update of it.
    const raced = await payload.find({ collection: 'inventory', where, limit: 1, ...access })
    if (!raced.docs[0]) throw error
    return json(
      toRow(
        await payload.update({ collection: 'inventory', id: raced.docs[0].id, data, ...access }),
      ),
    )
  }
}

export const inventoryRoutes: Route[] = [
  { method: 'GET', path: '/inventory/dealer/:dealerId', handler: listInventory },
  {
    method: 'PUT',
    path: '/inventory/dealer/:dealerId/firearm/:firearmId',
    handler: updateInventory,
  },
]

export type { ApiInventoryRow }
