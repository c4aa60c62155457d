import {
  matchesCatalogueSearch,
  slicePage,
  type ApiFirearm,
  type ApiInventoryPage,
  type ApiInventoryRow,
  type ApiPublicDealer,
} from '@sog/contract'

import { sampleDealers } from '@/lib/api/sample-data'
import type { ApiCall, ApiDouble } from '@/testing/api-double'
import { DEALER_ID } from '@/testing/dealer-session'

export const dealer: ApiPublicDealer = {
  ...sampleDealers()[0]!,
  id: DEALER_ID,
  name: 'Waffen Berlin',
  city: 'Berlin',
  country: 'DE',
}

const noEntry = (firearmId: string): ApiInventoryRow => ({
  firearmId,
  stock: 0,
  price: 0,
  available: false,
  version: null,
})

/** The server's inventory page (docs/api.md, "Paged lists") over these firearms and rows. */
export function inventoryPage(
  firearms: ApiFirearm[],
  rows: ApiInventoryRow[],
  query: URLSearchParams,
): ApiInventoryPage {
  const page = Number(query.get('page') ?? 1)
  const limit = Number(query.get('limit') ?? 24)
  const search = query.get('search') ?? ''
  const entries = new Map(rows.map((row) => [row.firearmId, row]))
  const items = firearms
    .map((firearm) => ({ firearm, entry: entries.get(firearm.id) ?? noEntry(firearm.id) }))
    .filter(
      ({ firearm, entry }) =>
        // The catalogue's search on the English names the portal shows (docs/decisions/0200).
        matchesCatalogueSearch(firearm, search, () => undefined) &&
        (!query.get('available') || String(entry.available) === query.get('available')) &&
        (query.get('inStock') !== 'true' || entry.stock > 0),
    )
    .sort((a, b) => a.firearm.name.localeCompare(b.firearm.name))
  return {
    ...slicePage(items, page, limit),
    totals: {
      totalProducts: rows.length,
      available: rows.filter((row) => row.available).length,
      totalStock: rows.reduce((sum, row) => sum + row.stock, 0),
    },
  }
}

/**
 * The dealer's record and a stateful inventory behind the inventory calls, so a save is seen
 * by the reload that follows it. Returns the current rows for assertions.
 */
export function serveDealer(api: ApiDouble, initial: ApiInventoryRow[], firearms: ApiFirearm[]) {
  let rows = initial
  api.on('GET', `/dealers/${DEALER_ID}`, { body: dealer })
  api.on('GET', `/inventory/dealer/${DEALER_ID}`, (call: ApiCall) => ({
    body: inventoryPage(firearms, rows, call.query),
  }))
  api.on('PUT', /^\/inventory\/dealer\/(\d+)\/firearm\/([^/]+)$/, (call, [, firearmId]) => {
    // The server answers the row as stored, with its new version.
    const row: ApiInventoryRow = {
      ...(call.body as Omit<ApiInventoryRow, 'firearmId' | 'version'>),
      firearmId: decodeURIComponent(firearmId ?? ''),
      version: new Date().toISOString(),
    }
    rows = [...rows.filter((entry) => entry.firearmId !== row.firearmId), row]
    return { body: row }
  })
  api.on('GET', `/inventory/dealer/${DEALER_ID}/csv`, () => ({
    body: 'firearmId,name,stock,price,available\n',
    headers: { 'content-type': 'text/csv' },
  }))
  api.on('POST', '/auth/dealer/logout', { body: { detail: 'Logged out' } })
  return () => rows
}
