import type { ApiFirearm, ApiFirearmPage } from '@sog/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { sampleSettings, type ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { card, cardNames, CARBINE } from '@/testing/catalog/helpers'

const select = (name: string) => screen.getByRole('combobox', { name })
const loaded = () => screen.findByText(/firearms? found$/)

describe('catalogue', { timeout: 30_000 }, () => {
  it('lists every firearm with a count and the card details', async () => {
    await renderApp('/')
    expect(await screen.findByText('12 firearms found')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Firearms Catalog' })).toBeVisible()
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Firearms Catalog | SOG Firearms'))
    expect(cardNames()).toHaveLength(12)
    const carbine = card('SOG-15 Carbine')
    for (const text of ['Rifle', '5.56x45mm NATO', '16"', 'Carbine', 'In Stock', 'zł 8,990']) {
      expect(within(carbine).getByText(text)).toBeVisible()
    }
    expect(within(carbine).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/product/sog-1700000000001-cb16a',
    )
    expect(within(card('SOG-9 PCC')).getByText('NEW')).toBeVisible()
    expect(within(carbine).queryByText('NEW')).toBeNull()
  })

  it('an address past the last page says so and links the last page, never "No firearms found"', async () => {
    const { user, router } = await renderApp('/catalog?category=Rifle&page=9')
    expect(await screen.findByText(/^\d+ firearms found$/)).toBeVisible()
    expect(screen.getByText('Page 9 is past the end of the list: it has 1.')).toBeVisible()
    expect(screen.queryByText('No firearms found matching your criteria')).toBeNull()
    const last = screen.getByRole('link', { name: 'Go to page 1' })
    expect(last).toHaveAttribute('href', '/catalog?category=Rifle')
    await user.click(last)
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0))
    expect(router.state.location.search).toBe('?category=Rifle')
  })

  it('a filter change shows its results are loading: the previous ones stay, marked busy', async () => {
    const { user, api } = await renderApp('/')
    expect(await screen.findByText('12 firearms found')).toBeVisible()
    api.on('GET', '/firearms', () => new Promise(() => undefined))
    await user.selectOptions(select('Category'), 'Pistol')
    expect(await screen.findByText('Loading...')).toBeVisible()
    expect(screen.queryByText('12 firearms found')).toBeNull()
    expect(cardNames()).toHaveLength(12)
    expect(screen.getByText('SOG-15 Carbine').closest('[aria-busy="true"]')).not.toBeNull()
  })

  it('pages with links to the pages’ addresses, which work before and without the app', async () => {
    const { user, router } = await renderApp('/catalog?category=Rifle', {
      // 30 rifles: two pages of 24.
      api: (api) =>
        api.setFirearms(
          Array.from({ length: 30 }, (_, i) => ({
            ...api.firearms[0]!,
            id: `sog-17000000000${String(i).padStart(2, '0')}-x${i}`,
            name: `Rifle ${String(i).padStart(2, '0')}`,
            category: 'Rifle',
          })),
        ),
    })
    const pager = await screen.findByRole('navigation', { name: 'Catalogue pages' })
    expect(within(pager).getByText('Page 1 of 2')).toBeVisible()
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled()
    const next = within(pager).getByRole('link', { name: 'Next page' })
    expect(next).toHaveAttribute('href', '/catalog?category=Rifle&page=2')
    await user.click(next)
    await waitFor(() => expect(within(pager).getByText('Page 2 of 2')).toBeVisible())
    expect(router.state.location.search).toBe('?category=Rifle&page=2')
    expect(cardNames()).toHaveLength(6)
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/catalog?category=Rifle',
    )
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('shows six skeletons while loading', async () => {
    await renderApp('/catalog', {
      api: (api) => api.on('GET', '/firearms', () => new Promise(() => undefined)),
    })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6)
    expect(screen.queryByText('No firearms found matching your criteria')).toBeNull()
  })

  it('asks the server for the page it shows, as the site does, and shows the page it answers', async () => {
    const { api } = await renderApp('/?category=Rifle&sort=price-desc')
    await loaded()
    const asked = api.calls.filter((call) => call.route === 'listFirearms')
    expect(asked.map((call) => `${call.path}?${call.query}`)).toEqual([
      '/firearms?category=Rifle&currency=PLN&limit=24&page=1&sort=price-desc',
    ])
    const answer = asked[0]!.reply?.body as ApiFirearmPage
    expect(answer).toMatchObject({ total: 7, page: 1, pages: 1 })
    // Each facet counted under the other filters: every category, only rifles' calibers.
    expect(answer.facets.category).toContainEqual({ value: 'Pistol', count: 3 })
    expect(answer.facets.caliber.reduce((sum, facet) => sum + facet.count, 0)).toBe(7)
    expect(cardNames()).toEqual(answer.items.map((firearm) => firearm.name))
    // The paged path, not the offline fallback's samples.
    expect(screen.queryByText('Failed to load data')).toBeNull()
    expect(screen.queryByText(/examples of our range/)).toBeNull()
  })

  it('shows the built-in samples marked as examples without prices, and Try again recovers', async () => {
    let down = true
    const { user } = await renderApp('/', {
      api: (api) => {
        api.setFirearms(api.firearms.map((f) => ({ ...f, name: `Live ${f.name}` })))
        // Down, then the double's own pages of the live list.
        api.on('GET', '/firearms', () => (down ? { status: 500 } : undefined))
      },
    })
    expect(await screen.findByText('Failed to load data')).toBeVisible()
    expect(await screen.findByText('12 firearms found')).toBeVisible()
    expect(screen.getByText(/firearms below are examples of our range, shown without prices/))
    expect(cardNames()).toContain('SOG-AK Classic')
    const carbine = card('SOG-15 Carbine')
    expect(within(carbine).getByText('Example · no price')).toBeVisible()
    expect(carbine).not.toHaveTextContent(/zł|€|\$/)
    down = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Live SOG-15 Carbine' })).toBeVisible()
    expect(screen.queryByText('Failed to load data')).toBeNull()
    expect(screen.queryByText(/examples of our range/)).toBeNull()
    expect(within(card('Live SOG-15 Carbine')).getByText('zł 8,990')).toBeVisible()
  })

  it.each([
    ['Category', 'Pistol', 'category=Pistol', ['SOG-300 Pistol', 'SOG-P9', 'SOG-P9 Compact OD']],
    ['Caliber', '9mm', 'caliber=9mm', ['SOG-P9', 'SOG-P9 Compact OD', 'SOG-9 PCC']],
    ['Barrel Length', '10.5"', 'barrelLength=10.5%22', ['SOG-15 SBR 10.5']],
    ['System Type', 'AK', 'systemType=AK', ['SOG-AK Classic', 'SOG-AK Tactical']],
    // The five values; the sample spelling "Pre-order" counts as "Pre-Order".
    ['Availability', 'Pre-Order', 'availability=Pre-Order', ['SOG-AK Tactical', 'SOG-12 Field']],
  ])('filters by %s, exactly, and keeps it in the URL', async (label, value, query, names) => {
    const { user, router } = await renderApp('/')
    await loaded()
    await user.selectOptions(select(label), value)
    expect(cardNames().sort()).toEqual([...names].sort())
    expect(screen.getByText(`${names.length} firearm${names.length > 1 ? 's' : ''} found`))
    expect(router.state.location.search).toBe(`?${query}`)
  })

  it('offers the option lists with their counts under the other filters', async () => {
    const { user } = await renderApp('/')
    await loaded()
    const options = (name: string) =>
      within(select(name))
        .getAllByRole('option')
        .map((o) => o.textContent)
    await waitFor(() =>
      expect(options('Category')).toEqual(['All', 'Rifle (7)', 'Shotgun (2)', 'Pistol (3)']),
    )
    expect(options('Availability')).toEqual([
      'All',
      'In Stock (6)',
      'Limited Stock (2)',
      'Out of Stock (1)',
      'Pre-Order (2)',
      'Discontinued (1)',
    ])
    // A category narrows the other lists' counts, not its own.
    await user.selectOptions(select('Caliber'), '9mm')
    await waitFor(() =>
      expect(options('Category')).toEqual(['All', 'Rifle (1)', 'Shotgun (0)', 'Pistol (2)']),
    )
  })

  it('sorts by price and pages with history entries Back returns through', async () => {
    const { user, router } = await renderApp('/')
    await loaded()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc')
    expect(cardNames()[0]).toBe('SOG-10 Marksman')
    expect(router.state.location.search).toBe('?sort=price-desc')
    await user.selectOptions(select('Category'), 'Pistol')
    expect(router.state.location.search).toBe('?sort=price-desc&category=Pistol')
    void router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'))
    await waitFor(() => expect(cardNames()).toHaveLength(12))
  })

  it('searches name or caliber case-insensitively from the URL the header writes', async () => {
    const { user, router } = await renderApp('/?search=GAUGE')
    await loaded()
    expect(cardNames().sort()).toEqual(['SOG-12 Field', 'SOG-12 Tactical'])
    const [box] = screen.getAllByRole('combobox', { name: 'Search firearms' })
    await user.clear(box!)
    await user.type(box!, 'ak classic{Enter}')
    expect(cardNames()).toEqual(['SOG-AK Classic'])
    expect(router.state.location.search).toBe('?search=ak+classic')
  })

  it('combines filters from a shared link, and the same URL shows the same after a reload', async () => {
    const url = '/catalog?category=Rifle&caliber=9mm&view=list'
    await renderApp(url)
    await loaded()
    expect(cardNames()).toEqual(['SOG-9 PCC'])
    cleanup()

    const { user, router } = await renderApp(url)
    await loaded()
    expect(cardNames()).toEqual(['SOG-9 PCC'])
    expect(select('Category')).toHaveValue('Rifle')
    expect(select('Caliber')).toHaveValue('9mm')
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true')

    await user.selectOptions(select('Caliber'), '')
    const next = `${router.state.location.pathname}${router.state.location.search}`
    cleanup()
    await renderApp(next)
    await loaded()
    expect(cardNames()).toHaveLength(7)
  })

  it('filters by price in PLN over a range covering the dearest firearm', async () => {
    await renderApp('/?maxPrice=5000')
    await loaded()
    expect(cardNames().sort()).toEqual(['SOG-P9', 'SOG-P9 Compact OD'])
    cleanup()

    await renderApp('/?minPrice=15000')
    await loaded()
    expect(cardNames()).toEqual(['SOG-10 Marksman'])
    cleanup()

    const { user, router } = await renderApp('/')
    await loaded()
    // The dearest is 15 490 zł: the range runs to 15 500, so nothing is cut off by default.
    expect(screen.getByText('zł 0 – zł 15,500')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled()
    const max = screen.getByRole('slider', { name: 'Maximum price' })
    max.focus()
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(router.state.location.search).toBe('?maxPrice=15400'))
    // The list follows the URL as a deferred render; on a busy machine that takes over a second.
    expect(await screen.findByText('11 firearms found')).toBeVisible()
    expect(cardNames()).not.toContain('SOG-10 Marksman')
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeEnabled()
  })

  it('uses the legacy price, else 0, when a firearm has no PLN price', async () => {
    const firearms: ApiFirearm[] = [
      { ...CARBINE, id: 'a', name: 'Legacy only', pricePLN: null, price: 3000 },
      { ...CARBINE, id: 'b', name: 'No price', pricePLN: null, priceEUR: null, price: null },
    ]
    await renderApp('/?minPrice=100', { api: (api) => api.setFirearms(firearms) })
    await loaded()
    expect(cardNames()).toEqual(['Legacy only'])
  })

  it('shows the empty text and resets every filter, search included', async () => {
    const { user, router } = await renderApp('/?search=zzz&category=Pistol&view=list')
    expect(await screen.findByText('No firearms found matching your criteria')).toBeVisible()
    expect(screen.getByText('0 firearms found')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(cardNames()).toHaveLength(12)
    expect(router.state.location.search).toBe('?view=list')
  })

  it('toggles grid and list views through links to the address in each view', async () => {
    const { user, router } = await renderApp('/?category=Rifle')
    await loaded()
    const grid = screen.getByRole('link', { name: 'Grid' })
    expect(grid).toHaveAttribute('aria-current', 'true')
    expect(grid).toHaveAttribute('href', '/?category=Rifle')
    const list = screen.getByRole('link', { name: 'List' })
    expect(list).toHaveAttribute('href', '/?category=Rifle&view=list')
    expect(list).not.toHaveAttribute('aria-current')
    await user.click(list)
    expect(router.state.location.search).toBe('?category=Rifle&view=list')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true')
    expect(cardNames().length).toBeGreaterThan(0)
  })

  // jsdom lays pages out 1024 px wide: the panel stands beside the catalogue. The toggle that
  // folds it away on phones is checked in a real browser at 375 px (e2e, screens.spec.ts).
  it('shows the filter panel beside the catalogue on a wide screen, without the phone toggle', async () => {
    await renderApp('/')
    await loaded()
    expect(select('Category')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Show filters' })).toBeNull()
  })
})

const rates =
  (PLN: number | null, USD: number | null) =>
  (api: ApiDouble): void => {
    api.on('GET', '/settings', { body: { ...sampleSettings(), exchangeRates: { PLN, USD } } })
  }

describe('price filter in the cards’ currency', { timeout: 30_000 }, () => {
  const range = () => screen.getByRole('group', { name: /^Price range/ })
  const symbols = (text: string) => new Set(text.match(/zł|€|\$/g))

  it('is in zł for Poland, like the cards', async () => {
    await renderApp('/')
    await loaded()
    expect(await screen.findByText('Price range (zł)')).toBeVisible()
    expect(symbols(range().textContent ?? '')).toEqual(new Set(['zł']))
    // Every price of the catalogue, the cards' and the filter's, in one currency (the header's
    // country list names each country's).
    const prices = within(screen.getByRole('main'))
      .getAllByText(/zł|€|\$/)
      .map((element) => element.textContent ?? '')
    expect(symbols(prices.join(' '))).toEqual(new Set(['zł']))
  })

  it('is in € for a euro country, over the dearest EUR price', async () => {
    await renderApp('/', { storage: { [STORAGE_KEYS.country]: 'IT' } })
    await loaded()
    expect(await screen.findByText('Price range (€)')).toBeVisible()
    // The dearest firearm is €3,599: the range runs to €3,600.
    expect(within(range()).getByText('€0 – €3,600')).toBeVisible()
    expect(within(card('SOG-10 Marksman')).getByText('€3,599')).toBeVisible()
  })

  it('is in € for Switzerland without a USD rate and in $ with one, as the cards', async () => {
    await renderApp('/', { storage: { [STORAGE_KEYS.country]: 'CH' } })
    await loaded()
    expect(await screen.findByText('Price range (€)')).toBeVisible()
    cleanup()
    await renderApp('/?minPrice=3800', {
      storage: { [STORAGE_KEYS.country]: 'GB' },
      api: rates(null, 1.08),
    })
    await loaded()
    expect(await screen.findByText('Price range ($)')).toBeVisible()
    // €3,599 × 1.08 = $3,887: the filter compares the shown (converted) price.
    expect(cardNames()).toEqual(['SOG-10 Marksman'])
    expect(within(card('SOG-10 Marksman')).getByText('≈ $3,887')).toBeVisible()
  })
})

describe('prices by country', { timeout: 30_000 }, () => {
  const expectPrice = async (name: string, price: string) => {
    await loaded()
    expect(within(card(name)).getByText(price)).toBeVisible()
  }

  it('shows PLN in zł for Poland (the default)', async () => {
    await renderApp('/')
    await expectPrice('SOG-15 Carbine', 'zł 8,990')
  })

  it('shows EUR in € for a euro country, in the language’s number format', async () => {
    await renderApp('/', { storage: { [STORAGE_KEYS.country]: 'DE' }, language: 'de' })
    await screen.findByText('12 Waffen gefunden')
    expect(within(card('SOG-15 Carbine')).getByText('2.090 €')).toBeVisible()
  })

  it('shows EUR elsewhere while the company has no EUR → USD rate: one currency per page', async () => {
    await renderApp('/', { storage: { [STORAGE_KEYS.country]: 'CH' } })
    await expectPrice('SOG-15 Carbine', '€2,090')
    await expectPrice('SOG-15 Mid-length FDE', '€2,299')
  })

  it('shows the generic $ price elsewhere with a rate, converting the rest approximately', async () => {
    await renderApp('/', { storage: { [STORAGE_KEYS.country]: 'CH' }, api: rates(4.25, 1.08) })
    await expectPrice('SOG-15 Carbine', '$2,250')
    // €2,299 × 1.08 = $2,482.92: no stored $ price, so converted and marked.
    await expectPrice('SOG-15 Mid-length FDE', '≈ $2,483')
  })

  it('follows a country change at once', async () => {
    const { user } = await renderApp('/')
    await expectPrice('SOG-15 Carbine', 'zł 8,990')
    const header = screen.getByRole('banner')
    await user.selectOptions(within(header).getByRole('combobox', { name: 'Country' }), 'AT')
    await expectPrice('SOG-15 Carbine', '€2,090')
  })

  it('says "Price on request" when no price is usable', async () => {
    const priceless = { ...CARBINE, pricePLN: null, priceEUR: 0, price: null }
    await renderApp('/', { api: (api) => api.setFirearms([priceless]) })
    await expectPrice('SOG-15 Carbine', 'Price on request')
  })
})

describe('favourites and compare from the cards', { timeout: 30_000 }, () => {
  it('toggles a favourite, saved in localStorage and kept after a reload', async () => {
    const { user } = await renderApp('/')
    await loaded()
    const favorite = within(card('SOG-P9')).getByRole('button', { name: 'Favorite' })
    expect(favorite).toHaveAttribute('aria-pressed', 'false')
    await user.click(favorite)
    expect(favorite).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites)!)).toEqual([
      'sog-1700000000010-p9j',
    ])
    expect(screen.getByLabelText('1 favorite')).toHaveTextContent('1')

    const saved = window.localStorage.getItem(STORAGE_KEYS.favorites)
    cleanup()
    const again = await renderApp('/', { rawStorage: { [STORAGE_KEYS.favorites]: saved! } })
    await loaded()
    const stillSaved = within(card('SOG-P9')).getByRole('button', { name: 'Favorite' })
    expect(stillSaved).toHaveAttribute('aria-pressed', 'true')
    await again.user.click(stillSaved)
    expect(stillSaved).toHaveAttribute('aria-pressed', 'false')
    expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBe('[]')
  })

  it('adds up to 3 to compare, disabling added items and every other once full', async () => {
    const { user } = await renderApp('/')
    await loaded()
    const compare = (name: string) => within(card(name)).getByRole('button', { name: /compar/i })
    for (const name of ['SOG-P9', 'SOG-AK Classic', 'SOG-12 Field']) {
      await user.click(compare(name))
    }
    expect(compare('SOG-P9')).toBeDisabled()
    expect(compare('SOG-P9')).toHaveTextContent('In comparison')
    const fourth = compare('SOG-15 Carbine')
    expect(fourth).toBeDisabled()
    expect(fourth).toHaveTextContent('Compare list full (3 max)')
    await user.click(fourth)
    await user.click(compare('SOG-P9'))
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compare)!)).toEqual([
      'sog-1700000000010-p9j',
      'sog-1700000000004-ak16d',
      'sog-1700000000009-f28i',
    ])
    expect(screen.getByLabelText('3 items to compare')).toHaveTextContent('3')
  })
})

describe('catalogue cards', { timeout: 30_000 }, () => {
  it('open the product from the picture and the name, and Back returns to the same filters', async () => {
    const { user } = await renderApp('/catalog?category=Rifle&search=carbine')
    await loaded()
    const carbine = card('SOG-15 Carbine')
    const href = '/product/sog-1700000000001-cb16a'
    expect(within(carbine).getByRole('link', { name: 'SOG-15 Carbine' })).toHaveAttribute(
      'href',
      href,
    )
    // The picture is a second way in for the pointer, out of the tab order and the accessibility tree.
    const picture = within(carbine).getByTestId('card-image-link')
    expect(picture).toHaveAttribute('href', href)
    expect(picture).toHaveAttribute('tabindex', '-1')
    // Favourite and compare are quiet icons whose names stay for screen readers.
    expect(within(carbine).getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'title',
      'Favorite',
    )
    await user.click(within(carbine).getByRole('link', { name: 'SOG-15 Carbine' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'SOG-15 Carbine' })).toBeVisible()
    const back = '/catalog?category=Rifle&search=carbine'
    expect(screen.getByRole('link', { name: '← Back to Catalog' })).toHaveAttribute('href', back)
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', back)
    await user.click(screen.getByRole('link', { name: '← Back to Catalog' }))
    await loaded()
    // The rifles named or typed carbines (the system type the cards show).
    expect(cardNames()).toEqual(['SOG-15 Carbine', 'SOG-15 SBR 10.5', 'SOG-9 PCC'])
  })
})

describe('home hero', { timeout: 30_000 }, () => {
  it('shows the company name and first description paragraph from the settings on the home page only', async () => {
    await renderApp('/')
    await loaded()
    const hero = screen.getByRole('region', { name: 'About the manufacturer' })
    expect(within(hero).getByText('SOG Firearms Sp. z o.o.')).toBeVisible()
    expect(within(hero).getByText(/^SOG Firearms designs and manufactures/)).toBeVisible()
    expect(within(hero).queryByText(/test-fired/)).toBeNull()
    expect(within(hero).getByRole('link', { name: 'Find a dealer' })).toHaveAttribute(
      'href',
      '/dealers',
    )
    cleanup()
    await renderApp('/catalog')
    await loaded()
    expect(screen.queryByRole('region', { name: 'About the manufacturer' })).toBeNull()
  })
})

describe('catalogue languages', { timeout: 30_000 }, () => {
  it('shows the option names in the visitor’s language, filtering by the English value', async () => {
    const { user, router } = await renderApp('/', { language: 'pl' })
    await screen.findByText(/^Znaleziono 12 /)
    const carbine = card('SOG-15 Carbine')
    expect(within(carbine).getByText('Karabin')).toBeVisible()
    expect(within(carbine).getByText('Karabinek')).toBeVisible()
    // No translation: the English name.
    expect(within(carbine).getByText('5.56x45mm NATO')).toBeVisible()
    expect(within(carbine).queryByText('Rifle')).toBeNull()
    const category = select('Kategoria')
    expect(within(category).getByRole('option', { name: /^Karabin \(\d+\)$/ })).toHaveValue('Rifle')
    await user.selectOptions(category, 'Rifle')
    expect(router.state.location.search).toBe('?category=Rifle')
  })

  it('finds firearms by the names the page shows, the examples shown offline too', async () => {
    const shotguns = ['SOG-12 Field', 'SOG-12 Tactical']
    const { api } = await renderApp('/?search=flinte', { language: 'de' })
    await waitFor(() => expect(cardNames().sort()).toEqual(shotguns))
    const asked = api.calls.find((call) => call.path === '/firearms' && call.query.has('search'))
    expect(asked?.query.get('lang')).toBe('de')
    cleanup()
    await renderApp('/?search=kaliber+12', {
      language: 'de',
      api: (double) => double.on('GET', '/firearms', () => ({ status: 500 })),
    })
    expect(await screen.findByText(/Beispiele aus unserem Sortiment/)).toBeVisible()
    await waitFor(() => expect(cardNames().sort()).toEqual(shotguns))
  })

  it('asks English visitors for no translations', async () => {
    const { api } = await renderApp('/')
    await loaded()
    expect(within(card('SOG-15 Carbine')).getByText('Rifle')).toBeVisible()
    expect(api.calls.some((call) => call.path === '/option-labels')).toBe(false)
    expect(api.calls.some((call) => call.query.has('lang'))).toBe(false)
  })
})
