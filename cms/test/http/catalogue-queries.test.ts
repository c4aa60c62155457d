import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  FirearmPage,
  NO_RATES,
  pageCurrency,
  shownPrice,
  SearchSuggestions,
  type ApiAdminLogin,
  type ApiFilterOption,
  type ApiSearchSuggestions,
  type ApiFirearm,
  type ApiFirearmPage,
  type ApiSettings,
  type ExchangeRates,
  type PriceCurrency,
} from '@sog/contract'
import { SAMPLE_FIREARMS } from '@sog/samples'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiClient } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

/**
 * GET /api/firearms with parameters and GET /api/admin/firearms against the launched product
 * and its real PostgreSQL (docs/api.md, "Catalogue queries"). The expected answers come from a
 * plain reading of the rules over the full list the same server answers.
 */
let app: Launched | undefined
let admin = ''
const call = apiClient(() => app!.baseUrl)

const ACCENTED = {
  id: 'sog-query-zurich',
  name: 'Zürich Précision',
  category: 'Rifle',
  caliber: '9mm',
  barrelLength: '16"',
  systemType: 'Carbine',
  pricePLN: 0,
  priceEUR: 2500,
}

beforeAll(async () => {
  app = await launch()
  admin = (await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })).body
    .access_token
  const created = await call('POST', '/api/admin/firearms', { token: admin, body: ACCENTED })
  expect(created.status).toBe(201)
}, 600_000)
afterAll(() => stop(app))

async function page(query: string): Promise<ApiFirearmPage> {
  const { status, body } = await call<ApiFirearmPage>('GET', `/api/firearms?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return FirearmPage.parse(body)
}

async function everything(): Promise<ApiFirearm[]> {
  return (await call<ApiFirearm[]>('GET', '/api/firearms')).body
}

/** The contract's rule (docs/decisions/0143-one-currency.md), no rates unless given. */
const shown = (f: ApiFirearm, currency: PriceCurrency, rates: ExchangeRates = NO_RATES) =>
  shownPrice(f, pageCurrency(currency, rates), rates)?.value ?? null

const counts = (list: ApiFirearm[], key: 'category' | 'caliber') => {
  const result: Record<string, number> = {}
  for (const f of list) result[f[key]] = (result[f[key]] ?? 0) + 1
  return result
}
const facetCounts = (facet: { value: string; count: number }[]) =>
  Object.fromEntries(facet.map(({ value, count }) => [value, count]))

describe('paging', () => {
  it('keeps the full array without parameters, and pages with them', async () => {
    const all = await everything()
    expect(all).toHaveLength(SAMPLE_FIREARMS.length + 1)
    const first = await page('limit=5')
    expect(first).toMatchObject({ total: all.length, page: 1, pages: 3 })
    expect(first.items.map((f) => f.id)).toEqual(all.slice(0, 5).map((f) => f.id))
    const last = await page('limit=5&page=3')
    expect(last.items.map((f) => f.id)).toEqual(all.slice(10).map((f) => f.id))
    const beyond = await page('limit=5&page=4')
    expect(beyond).toMatchObject({ items: [], total: all.length, page: 4, pages: 3 })
  })

  it('refuses a limit above 100, an unknown sort, page 0 and a currency it does not know', async () => {
    for (const query of ['limit=101', 'sort=random', 'page=0', 'currency=GBP', 'minPrice=-1']) {
      const { status, body } = await call<{ detail: string }>('GET', `/api/firearms?${query}`)
      expect(status, query).toBe(400)
      expect(body.detail).toBeTruthy()
    }
  })

  it('answers an empty page with empty facets', async () => {
    const empty = await page('search=no-such-firearm-anywhere')
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, pages: 0 })
    expect(empty.facets).toEqual({
      category: [],
      caliber: [],
      barrelLength: [],
      systemType: [],
      availability: [],
      price: null,
    })
  })
})

describe('search and sort', () => {
  it('finds names and calibers ignoring case and accents', async () => {
    for (const search of ['zurich', 'ZÜRICH', 'precision', 'ürich pré']) {
      const { items } = await page(`search=${encodeURIComponent(search)}`)
      expect(
        items.map((f) => f.id),
        search,
      ).toEqual([ACCENTED.id])
    }
    const byCaliber = await page('search=7.62x39')
    expect(byCaliber.items.map((f) => f.name)).toEqual(['SOG-AK Classic', 'SOG-AK Tactical'])
    // The pattern's own wildcards are plain characters.
    expect((await page('search=%25')).total).toBe(0)
  })

  it('finds the category, caliber and system type the page shows, in English and in `lang` (0200)', async () => {
    const all = await everything()
    const ids = (list: ApiFirearm[]) => list.map((f) => f.id).sort()
    const found = async (query: string) => ids((await page(`${query}&limit=100`)).items)
    const shotguns = ids(all.filter((f) => f.category === 'Shotgun'))
    expect(shotguns).toHaveLength(2)
    expect(await found('search=SHOTGUN')).toEqual(shotguns)
    expect(await found('search=flinte&lang=de')).toEqual(shotguns)
    expect(await found('search=shotgun&lang=de')).toEqual(shotguns)
    // A German name on the English page, or on the Polish one, finds nothing.
    expect(await found('search=flinte')).toEqual([])
    expect(await found('search=flinte&lang=pl')).toEqual([])
    expect(await found('search=strzelba&lang=pl')).toEqual(shotguns)
    expect(await found('search=kaliber%2012&lang=de')).toEqual(
      ids(all.filter((f) => f.caliber === '12 Gauge')),
    )
    expect(await found('search=halbautomatisch&lang=de')).toEqual(
      ids(all.filter((f) => f.systemType === 'Semi-Auto')),
    )
    // Numbers as European visitors write them: a decimal comma, a space before "mm", a ×.
    expect(await found('search=7%2C62')).toEqual(await found('search=7.62'))
    expect(await found('search=7%2C62')).toHaveLength(2)
    expect(await found('search=9%20mm')).toEqual(await found('search=9mm'))
    expect(await found(`search=${encodeURIComponent('5,56 × 45')}`)).toEqual(
      await found('search=5.56x45'),
    )
    // Barrel lengths are not searched: only the field shotgun's barrel is 28".
    expect(await found(`search=${encodeURIComponent('28"')}`)).toEqual([])
    // The admin's list searches as the English page does (the spec: name, category or caliber).
    const listed = await call<ApiFirearmPage>('GET', '/api/admin/firearms?search=shotgun', {
      token: admin,
    })
    expect(ids(listed.body.items)).toEqual(shotguns)
  })

  it('sorts by price in the visitor’s currency, up and down, and by newest', async () => {
    const all = await everything()
    for (const currency of ['PLN', 'EUR', 'USD'] as const) {
      const up = await page(`sort=price-asc&currency=${currency}&limit=100`)
      const prices = up.items.map((f) => shown(f, currency))
      expect(prices).toEqual(all.map((f) => shown(f, currency)).sort((a, b) => a! - b!))
      const down = await page(`sort=price-desc&currency=${currency}&limit=3`)
      expect(down.items.map((f) => shown(f, currency))).toEqual([...prices].reverse().slice(0, 3))
    }
    expect((await page('sort=newest&limit=1')).items[0]!.id).toBe(ACCENTED.id)
    expect((await page('sort=name&limit=100')).items.map((f) => f.id)).toEqual(all.map((f) => f.id))
  })
})

describe('filters and facets', () => {
  it('combines filters and counts each facet under the other filters', async () => {
    const all = await everything()
    const result = await page('category=Rifle&caliber=9mm')
    const matching = all.filter((f) => f.category === 'Rifle' && f.caliber === '9mm')
    expect(result.items.map((f) => f.id).sort()).toEqual(matching.map((f) => f.id).sort())
    expect(result.total).toBe(matching.length)
    // Categories under caliber=9mm only; calibers under category=Rifle only.
    expect(facetCounts(result.facets.category)).toEqual(
      counts(
        all.filter((f) => f.caliber === '9mm'),
        'category',
      ),
    )
    expect(facetCounts(result.facets.caliber)).toEqual(
      counts(
        all.filter((f) => f.category === 'Rifle'),
        'caliber',
      ),
    )
    expect(result.facets.availability.reduce((sum, { count }) => sum + count, 0)).toBe(
      matching.length,
    )
  })

  it('filters availability in any case', async () => {
    const { items } = await page('availability=pre-order')
    expect(items.map((f) => f.availability)).toEqual(items.map(() => 'Pre-Order'))
    expect(items.length).toBeGreaterThan(0)
  })

  it('applies the price range to the price each currency shows', async () => {
    const all = await everything()
    for (const [currency, min, max] of [
      ['PLN', 3000, 8000],
      ['EUR', 700, 2500],
      ['USD', 700, 2000],
    ] as const) {
      const result = await page(
        `currency=${currency}&minPrice=${min}&maxPrice=${max}&limit=100&category=`,
      )
      const expected = all.filter((f) => {
        const price = shown(f, currency) ?? 0
        return price >= min && price <= max
      })
      expect(result.items.map((f) => f.id).sort(), currency).toEqual(
        expected.map((f) => f.id).sort(),
      )
      // The range facet ignores the price bounds themselves.
      const prices = all.map((f) => shown(f, currency)).filter((p): p is number => p !== null)
      expect(result.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    }
    // The accented firearm has no PLN price: a Polish visitor sees its EUR price (fallback).
    const polish = await page('currency=PLN&minPrice=2500&maxPrice=2500')
    expect(polish.items.map((f) => f.id)).toEqual([ACCENTED.id])
  })

  it('compares prices converted with the company’s rates, as the cards show them', async () => {
    const settings = async (exchangeRates: ExchangeRates) => {
      const current = (await call<ApiSettings>('GET', '/api/settings')).body
      const saved = await call('PUT', '/api/admin/settings', {
        token: admin,
        body: { ...current, exchangeRates },
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }
    const rates = { PLN: 4.25, USD: 1.08 }
    // Asked before the change: the cached answer must not outlive it.
    const before = await page('currency=USD&limit=100&sort=price-desc')
    await settings(rates)
    try {
      const all = await everything()
      for (const currency of ['PLN', 'EUR', 'USD'] as const) {
        const down = await page(`currency=${currency}&limit=100&sort=price-desc`)
        const prices = all.map((f) => shown(f, currency, rates)).filter((p) => p !== null)
        expect(
          down.items.map((f) => shown(f, currency, rates)),
          currency,
        ).toEqual([...prices].sort((a, b) => b - a))
        expect(down.facets.price, currency).toEqual({
          min: Math.min(...prices),
          max: Math.max(...prices),
        })
      }
      expect((await page('currency=USD&limit=100&sort=price-desc')).facets.price).not.toEqual(
        before.facets.price,
      )
      // No PLN price: €2,500 × 4.25 = 10,625 zł, the price a Polish visitor's card shows.
      const polish = await page('currency=PLN&minPrice=10625&maxPrice=10625')
      expect(polish.items.map((f) => f.id)).toEqual([ACCENTED.id])
    } finally {
      await settings(NO_RATES)
    }
  })
})

describe('admin list and the public cache', () => {
  it('pages the admin list with the same query, for administrators only', async () => {
    expect((await call('GET', '/api/admin/firearms?limit=2')).status).toBe(401)
    const { status, body } = await call<ApiFirearmPage>(
      'GET',
      '/api/admin/firearms?limit=2&sort=price-desc&search=sog-p9',
      { token: admin },
    )
    expect(status).toBe(200)
    expect(body.items.map((f) => f.name)).toEqual(['SOG-P9', 'SOG-P9 Compact OD'])
    expect(body.total).toBe(2)
  })

  it('keeps each query its own answer and follows changes', async () => {
    expect((await page('limit=2')).items).toHaveLength(2)
    expect((await page('limit=3')).items).toHaveLength(3)
    // Made-up parameters neither change the answer nor make a new one.
    expect((await page('limit=2&nonce=1')).items).toHaveLength(2)
    const before = (await page('search=zurich')).items[0]!
    const renamed = { ...ACCENTED, name: 'Zürich Précision II', version: before.version }
    const saved = await call('PUT', `/api/admin/firearms/${ACCENTED.id}`, {
      token: admin,
      body: renamed,
    })
    expect(saved.status).toBe(200)
    expect((await page('search=zurich')).items[0]!.name).toBe('Zürich Précision II')
  })
})

describe('search suggestions', () => {
  type Suggestions = ApiSearchSuggestions
  const suggest = async (query: string) => {
    const response = await fetch(`${app!.baseUrl}/api/search-suggestions?${query}`)
    const body = (await response.json()) as Suggestions
    expect(response.status, JSON.stringify(body)).toBe(200)
    return { body: SearchSuggestions.parse(body), etag: response.headers.get('etag') }
  }

  it('finds names and calibers by the catalogue search’s rule, ignoring case and accents', async () => {
    for (const q of ['zurich', 'ZÜRICH', 'préc', 'ürich pre']) {
      const { body } = await suggest(`q=${encodeURIComponent(q)}`)
      expect(
        body.firearms.map((f) => f.id),
        q,
      ).toEqual([ACCENTED.id])
      // Renamed by the cache test above ("Zürich Précision II").
      expect(body.firearms[0]).toEqual({
        id: ACCENTED.id,
        name: expect.stringMatching(/^Zürich Précision/),
        caliber: '9mm',
      })
    }
    const all = await everything()
    const { body } = await suggest('q=9MM')
    expect(body.calibers[0]).toEqual({
      value: '9mm',
      label: '9mm',
      count: all.filter((f) => f.caliber === '9mm').length,
    })
    // The firearms are those the catalogue's own search finds first.
    const searched = await page('search=9MM&limit=100')
    for (const firearm of body.firearms)
      expect(searched.items.map((f) => f.id)).toContain(firearm.id)
  })

  it('offers the names of `lang` too: "kaliber" a German visitor types is 12 Gauge (0200)', async () => {
    const all = await everything()
    const gauge = all.filter((f) => f.caliber === '12 Gauge')
    const { body } = await suggest('q=kaliber&lang=de')
    expect(body.calibers).toEqual([{ value: '12 Gauge', label: 'Kaliber 12', count: gauge.length }])
    expect(body.firearms.map((f) => f.id).sort()).toEqual(gauge.map((f) => f.id).sort())
    const flinte = await suggest('q=flinte&lang=de')
    expect(flinte.body.firearms.map((f) => f.name).sort()).toEqual([
      'SOG-12 Field',
      'SOG-12 Tactical',
    ])
    expect((await suggest('q=flinte')).body).toEqual({ calibers: [], firearms: [] })
  })

  it('answers at most 8, names starting with the text first, and nothing for a literal %', async () => {
    const all = await everything()
    const { body } = await suggest('q=sog')
    expect(all.filter((f) => /sog/i.test(f.name)).length).toBeGreaterThan(8)
    expect(body.calibers.length + body.firearms.length).toBe(8)
    const names = body.firearms.map((f) => f.name)
    expect(names).toEqual(
      all
        .map((f) => f.name)
        .filter((name) => /^sog/i.test(name))
        .sort()
        .slice(0, names.length),
    )
    // "p9" is inside more names than start with it: those starting with it lead.
    const p9 = (await suggest('q=p9')).body.firearms.map((f) => f.name)
    expect(p9[0]).toMatch(/^SOG-P9/)
    expect((await suggest('q=%25')).body).toEqual({ calibers: [], firearms: [] })
  })

  it('refuses a missing, blank or too long text and an unknown language with 400 {detail}', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'x'.repeat(101)}`, 'q=p9&lang=es']) {
      const { status, body } = await call<{ detail: string }>(
        'GET',
        `/api/search-suggestions?${query}`,
      )
      expect(status, query).toBe(400)
      expect(body.detail, query).toBeTruthy()
    }
    expect((await suggest(`q=${'x'.repeat(100)}`)).body.firearms).toEqual([])
  })

  it('keeps an answer per language in the front cache and follows a change of the data', async () => {
    for (let round = 0; round < 2; round++) {
      // The second round comes from the front cache; each language keeps its own label.
      const polish = await suggest('q=gauge&lang=pl')
      const english = await suggest('q=gauge')
      expect(polish.body.calibers.map((c) => [c.value, c.label])).toEqual([
        ['12 Gauge', 'Kaliber 12'],
      ])
      expect(english.body.calibers.map((c) => c.label)).toEqual(['12 Gauge'])
      expect(polish.etag).toBeTruthy()
      expect(polish.etag).not.toBe(english.etag)
    }
    const { etag } = await suggest('q=gauge&lang=pl')
    const revalidated = await fetch(`${app!.baseUrl}/api/search-suggestions?lang=pl&q=gauge`, {
      headers: { 'if-none-match': etag! },
    })
    expect(revalidated.status).toBe(304)

    // A new translation moves the data version: the kept answer is not served again.
    const options = await call<ApiFilterOption[]>('GET', '/api/admin/categories', { token: admin })
    const gauge = options.body.find((o) => o.type === 'caliber' && o.name === '12 Gauge')!
    const label = async (pl: string, version: string) => {
      const saved = await call<ApiFilterOption>('PUT', `/api/admin/categories/${gauge.id}`, {
        token: admin,
        body: { name: '12 Gauge', version, labels: { pl } },
      })
      expect(saved.status).toBe(200)
      return saved.body.version
    }
    const version = await label('Kaliber 12/70', gauge.version)
    expect((await suggest('q=gauge&lang=pl')).body.calibers[0]!.label).toBe('Kaliber 12/70')
    await label('Kaliber 12', version)
  })
})
