// @vitest-environment node
import {
  cacheKeyOf,
  FIREARM_SORTS,
  LANGUAGES,
  PRICE_CURRENCIES,
  type Language,
  type PriceCurrency,
} from '@sog/contract'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { activityKey } from '@/features/admin/api/get-activity'
import { dashboardStatsKey } from '@/features/admin/api/get-dashboard-stats'
import { filterOptionsKey } from '@/features/admin-categories/api/get-filter-options'
import { usageCountsKey } from '@/features/admin-categories/hooks/use-usage-counts'
import {
  contactsKey,
  contactsPageKey,
  CONTACTS_LIST,
} from '@/features/admin-contacts/api/get-contacts'
import { adminDealerKey } from '@/features/admin-dealers/api/get-admin-dealer'
import {
  adminDealersKey,
  adminDealersPageKey,
  DEALERS_LIST,
} from '@/features/admin-dealers/api/get-admin-dealers'
import { adminFirearmKey } from '@/features/admin-firearms/api/get-admin-firearm'
import {
  adminFirearmsKey,
  adminFirearmsPageKey,
  FIREARMS_LIST,
} from '@/features/admin-firearms/api/get-admin-firearms'
import { healthKey } from '@/features/admin/api/get-health'
import {
  firearmPageKey,
  PAGE_SIZE,
  type CatalogQuery,
} from '@/features/catalog/utils/catalog-query'
import { EXACT_FILTERS } from '@/features/catalog/utils/filter-firearms'
import { dealerKey } from '@/features/dealer-portal/api/get-dealer'
import {
  INVENTORY_LIST,
  inventoryKey,
  inventoryPageKey,
} from '@/features/dealer-portal/api/get-inventory'
import { dealersKey } from '@/features/dealers/api/dealers-key'
import { firearmKey } from '@/lib/api/get-firearm'
import { firearmsKey } from '@/lib/api/get-firearms'
import { optionLabelsKey } from '@/lib/api/get-option-labels'
import { optionListPaths } from '@/lib/api/get-option-list'
import { searchSuggestionsKey } from '@/lib/api/get-search-suggestions'
import { settingsKey } from '@/lib/api/get-settings'
import { stockistsKey } from '@/lib/api/get-stockists'
import { countriesKey } from '@/lib/storage/selected-country'
import { listQuery, type ListQuery, type ListSpec } from '@/lib/address/use-list-params'

/**
 * The SWR keys are the request paths, and the server's renderer files a page's answers under them
 * (app/router.tsx, entry-server.tsx): written by `pathOf` from the route table now, each must be
 * the string the hand-written builders wrote before (docs/decisions/0161-typed-api-client.md).
 */
describe('the /api keys', () => {
  test('are the paths they were, spelled the same', () => {
    expect({
      countriesKey,
      settingsKey: settingsKey('en'),
      firearmsKey,
      dealersKey,
      healthKey,
      activityKey,
      dashboardStatsKey,
      filterOptionsKey,
      usageCountsKey,
      adminDealersKey,
      adminFirearmsKey,
      contactsKey,
      optionListPaths,
    }).toEqual({
      countriesKey: '/countries',
      settingsKey: '/settings',
      firearmsKey: '/firearms',
      dealersKey: '/dealers',
      healthKey: '/health',
      activityKey: '/admin/activity',
      dashboardStatsKey: '/admin/dashboard/stats',
      filterOptionsKey: '/admin/categories',
      usageCountsKey: '/admin/firearms?limit=1',
      adminDealersKey: '/admin/dealers',
      adminFirearmsKey: '/admin/firearms',
      contactsKey: '/admin/contacts',
      optionListPaths: {
        category: '/categories',
        caliber: '/calibers',
        barrelLength: '/barrel-lengths',
        systemType: '/system-types',
      },
    })
    expect(firearmKey('sog-15')).toBe('/firearms/sog-15')
    expect(firearmKey('a b/c', 'pl')).toBe('/firearms/a%20b%2Fc?lang=pl')
    expect(stockistsKey('a b')).toBe('/firearms/a%20b/dealers')
    expect(adminFirearmKey('a/b')).toBe('/admin/firearms/a%2Fb')
    expect(adminDealerKey(7)).toBe('/admin/dealers/7')
    expect(adminDealerKey('7')).toBe('/admin/dealers/7')
    expect(dealerKey(3)).toBe('/dealers/3')
    expect(inventoryKey(3)).toBe('/inventory/dealer/3')
    expect(optionLabelsKey('en')).toBeNull()
    expect(optionLabelsKey('de')).toBe('/option-labels?lang=de')
    expect(searchSuggestionsKey('  ', 'en')).toBeNull()
    expect(searchSuggestionsKey(' ak ', 'en')).toBe('/search-suggestions?q=ak')
    expect(searchSuggestionsKey('ak', 'pl')).toBe('/search-suggestions?q=ak&lang=pl')
  })

  test('of the search box differ only in how typed text is escaped, as URLSearchParams does', () => {
    // Before: encodeURIComponent (`ak%2047`); the server and the front cache read both the same.
    const key = searchSuggestionsKey('ak 47', 'fr')!
    expect(key).toBe('/search-suggestions?q=ak+47&lang=fr')
    expect(new URLSearchParams(key.split('?')[1]).get('q')).toBe('ak 47')
  })

  const text = fc.oneof(fc.constant(''), fc.constant(' '), fc.string({ maxLength: 12 }))
  const language = fc.constantFrom<Language>(...LANGUAGES)

  test('of the catalogue pages are the former builder’s, in the front cache’s order', () => {
    const query = fc.record({
      filters: fc.record({
        search: text,
        category: text,
        caliber: text,
        barrelLength: text,
        systemType: text,
        availability: text,
        minPrice: fc.nat({ max: 50_000 }),
        maxPrice: fc.option(fc.nat({ max: 50_000 })),
      }),
      page: fc.integer({ min: 1, max: 500 }),
      sort: fc.constantFrom(...FIREARM_SORTS),
    })
    const currency = fc.constantFrom<PriceCurrency>(...PRICE_CURRENCIES)
    fc.assert(
      fc.property(query, currency, language, (q, c, l) => {
        const key = firearmPageKey(q, c, l)
        expect(key).toBe(formerFirearmPageKey(q, c, l))
        expect(cacheKeyOf(`/api${key}`)).toBe(`/api${key}`)
      }),
      { numRuns: 300 },
    )
  })

  test('of the paged lists are the former `?${listQuery(…)}` strings', () => {
    const values = <K extends string>(spec: ListSpec<K>) =>
      fc.record(
        Object.fromEntries(Object.keys(spec.defaults).map((key) => [key, text])) as Record<
          K,
          fc.Arbitrary<string>
        >,
      )
    const page = fc.integer({ min: 1, max: 500 })
    const check = <K extends string>(
      spec: ListSpec<K>,
      base: string,
      key: (query: ListQuery<K>) => string,
    ) =>
      fc.assert(
        fc.property(page, text, values(spec), (p, search, vals) => {
          const former = formerListQuery(p, spec.limit, search, vals)
          expect(key(listQuery<K>(p, spec.limit, search, vals as Record<K, string>))).toBe(
            `${base}?${former}`,
          )
        }),
        { numRuns: 100 },
      )
    check(DEALERS_LIST, '/admin/dealers', adminDealersPageKey)
    check(FIREARMS_LIST, '/admin/firearms', adminFirearmsPageKey)
    check(CONTACTS_LIST, '/admin/contacts', contactsPageKey)
    check(INVENTORY_LIST, '/inventory/dealer/4', (query) => inventoryPageKey(4, query))
  })
})

/** web/src/features/catalog/utils/catalog-query.ts's firearmPageKey before the typed client. */
function formerFirearmPageKey(
  query: CatalogQuery,
  currency: PriceCurrency,
  language: Language = 'en',
): string {
  const { filters } = query
  const entries: [string, string][] = [
    ...(language === 'en' ? [] : [['lang', language] as [string, string]]),
    ['currency', currency],
    ['limit', String(PAGE_SIZE)],
    ['page', String(query.page)],
    ['sort', query.sort],
  ]
  for (const key of ['search', ...EXACT_FILTERS] as const)
    if (filters[key].trim()) entries.push([key, filters[key].trim()])
  if (filters.minPrice > 0) entries.push(['minPrice', String(filters.minPrice)])
  if (filters.maxPrice !== null) entries.push(['maxPrice', String(filters.maxPrice)])
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `/firearms?${new URLSearchParams(entries).toString()}`
}

/** web/src/lib/address/use-list-params.ts's listQuery before the typed client. */
function formerListQuery(
  page: number,
  limit: number,
  search: string,
  values: Record<string, string>,
): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (search) query.set('search', search)
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value)
  return query.toString()
}
