import { languageAddress } from '@sog/contract'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderer } from '@/entry-server'
import { sampleFirearms } from '@/lib/api/sample-data'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { renderApp } from '@/testing/render-app'

/**
 * One data definition per screen (docs/data-path.md): the reads the server renders a page from
 * are the reads the same screen makes in the browser, for every public screen, in a language
 * and a currency of their own. Before, the server's list (each route's `handle.data`) and each
 * hook's key were written apart and had to agree by hand.
 */
const firearm = sampleFirearms()[0]!.id

const ADDRESSES = [
  '/',
  '/catalog?category=Rifle&sort=price-desc&page=2&search=ak',
  `/product/${firearm}`,
  `/de/product/${firearm}`,
  '/pl/catalog?caliber=9mm',
  '/dealers?place=Pozna%C5%84',
  '/fr/dealers',
  '/privacy',
  '/it/terms',
  '/favorites',
  '/compare',
  '/contact',
  '/imprint',
  '/no-such-page',
]

/** A GET as its key: path, then its query as sent. */
const readsOf = (calls: { method: string; path: string; query: URLSearchParams }[]) =>
  new Set(
    calls
      .filter((call) => call.method === 'GET')
      .map((call) => (call.query.size ? `${call.path}?${call.query}` : call.path)),
  )

describe('a screen reads what the server rendered it from', () => {
  it.each(ADDRESSES)('%s', async (url) => {
    const language = languageAddress(new URL(url, 'http://localhost').pathname).language ?? 'en'
    // Germany: prices in euros, so the currency is the visitor's, not the default.
    const plan = await renderer.planPage(url, 'DE', language)
    expect(plan).not.toBeNull()
    const planned = new Set(plan!.data)

    const { api } = await renderApp(url, { storage: { [STORAGE_KEYS.country]: 'DE' } })
    await waitFor(() =>
      expect([...planned].filter((key) => !readsOf(api.calls).has(key))).toEqual([]),
    )
    // Anything the screen reads beyond the plan has had its time to be asked for.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(readsOf(api.calls)).toEqual(planned)
  })
})
