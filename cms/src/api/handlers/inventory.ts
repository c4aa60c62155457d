import { DEFAULT_LANGUAGE, InventoryQuery, pagesOf, queryKeys, type Routes } from '@sog/contract'
import type { PayloadRequest, Where } from 'payload'

import type { Inventory } from '@/payload-types'
import type { HandlerContext, Handlers } from '../context'
import { HttpError } from '../http'
import {
  asksForPage,
  inOrderOf,
  inventoryFirearmIds,
  inventoryTotals,
} from '../queries/list-queries'
import { toApiFirearm } from '../shapes'
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
export async function assertDealerExists({ payload, user }: HandlerContext, dealerId: number) {
  const { totalDocs } = await payload.count({
    collection: 'dealers',
    where: { id: { equals: dealerId } },
    overrideAccess: false,
    user,
  })
  if (totalDocs === 0) throw new HttpError(404, 'Dealer not found')
}

/** No entry yet: 0 in stock, unpriced, unavailable (docs/product.md, "Data"). */
const noEntry = (firearmId: string) => ({
  firearmId,
  stock: 0,
  price: 0,
  available: false,
  version: null,
})

/** One page of every firearm with the dealer's entry for it, and the dashboard's counters. */
async function inventoryPage({
  payload,
  user,
  params,
  query,
}: HandlerContext<Routes['listInventory']>) {
  const { dealerId } = params
  const [{ ids, total }, totals] = await Promise.all([
    inventoryFirearmIds(payload, dealerId, query),
    inventoryTotals(payload, dealerId),
  ])
  const [firearms, rows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          payload
            .find({
              collection: 'firearms',
              where: { id: { in: ids } },
              limit: ids.length,
              pagination: false,
              depth: 1,
              overrideAccess: false,
              user,
            })
            .then((result) => result.docs),
          payload
            .find({
              collection: 'inventory',
              where: { and: [{ dealer: { equals: dealerId } }, { firearm: { in: ids } }] },
              limit: ids.length,
              pagination: false,
              depth: 0,
              overrideAccess: false,
              user,
            })
            .then((result) => result.docs.map(toRow)),
        ])
  const entries = new Map(rows.map((row) => [row.firearmId, row]))
  return {
    items: inOrderOf(ids, firearms).map((firearm) => ({
      firearm: toApiFirearm(firearm),
      entry: entries.get(firearm.id) ?? noEntry(firearm.id),
    })),
    total,
    page: query.page,
    pages: pagesOf(total, query.limit),
    totals,
  }
}

export const inventoryHandlers = {
  listInventory: async (context) => {
    const { dealerId } = context.params
    await assertDealerExists(context, dealerId)
    if (asksForPage(context.request, queryKeys(InventoryQuery))) return inventoryPage(context)
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
    if (totalDocs === 0) throw new HttpError(404, 'Firearm not found')

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
            locale: DEFAULT_LANGUAGE,
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
          locale: DEFAULT_LANGUAGE,
          overrideAccess: false,
        })
        return toRow(updated)
      })
    try {
      return await save()
    } catch (error) {
      // A parallel request created the row first (the unique index refused this one): save
      // again, now as an update of that row.
      if (error instanceof HttpError) throw error
      return save()
    }
  },
} satisfies Partial<Handlers>
