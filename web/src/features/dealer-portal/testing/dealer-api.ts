import type { ApiInventoryRow, ApiPublicDealer } from '@sog/contract'

import { sampleDealers } from '@/lib/sample-data'
import type { ApiDouble } from '@/testing/api-double'
import { DEALER_ID } from '@/testing/dealer-session'

export const dealer: ApiPublicDealer = {
  ...sampleDealers()[0]!,
  id: DEALER_ID,
  name: 'Waffen Berlin',
  city: 'Berlin',
  country: 'DE',
}

/**
 * The dealer's record and a stateful inventory behind the two inventory calls, so a save is
 * seen by the reload that follows it. Returns the current rows for assertions.
 */
export function serveDealer(api: ApiDouble, initial: ApiInventoryRow[]) {
  let rows = initial
  api.on('GET', `/dealers/${DEALER_ID}`, { body: dealer })
  api.on('GET', `/inventory/dealer/${DEALER_ID}`, () => ({ body: rows }))
  api.on('PUT', /^\/inventory\/dealer\/(\d+)\/firearm\/([^/]+)$/, (call, [, firearmId]) => {
    const row = { firearmId: decodeURIComponent(firearmId ?? ''), ...(call.body as object) }
    rows = [...rows.filter((entry) => entry.firearmId !== row.firearmId), row as ApiInventoryRow]
    return { body: row }
  })
  api.on('POST', '/auth/dealer/logout', { body: { detail: 'Logged out' } })
  return () => rows
}
