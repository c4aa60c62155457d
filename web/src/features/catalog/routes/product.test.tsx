import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { sampleDealers } from '@/lib/api/sample-data'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { sampleSettings, type ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { CARBINE, draft, image, sample } from '@/testing/catalog/helpers'

const CARBINE_URL = `/product/${CARBINE.id}`
const GALLERY = { ...CARBINE, imageSet: [image('front'), image('side'), image('back')] }
const title = () => screen.findByRole('heading', { level: 1 })

const rowValue = (label: string) =>
  within(screen.getByRole('rowheader', { name: label }).closest('tr')!).getByRole('cell')
    .textContent

describe('product page', { timeout: 30_000 }, () => {
  it('shows breadcrumb, price, availability, key features and the description', async () => {
    await renderApp(CARBINE_URL)
    expect(await title()).toHaveTextContent('SOG-15 Carbine')
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    )
    expect(breadcrumb).toHaveTextContent('Catalog/SOG-15 Carbine')
    expect(screen.getByText('zł 8,990')).toBeVisible()
    expect(screen.getByText('In Stock')).toBeVisible()
    const features = screen.getByRole('heading', { name: 'Key Features' }).parentElement!
    for (const text of ['Barrel Length', '16"', 'System Type', 'Carbine', 'Caliber', 'Category']) {
      expect(within(features).getByText(text)).toBeVisible()
    }
    expect(screen.getByText(CARBINE.description)).toBeVisible()
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('SOG-15 Carbine | SOG Firearms'))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      CARBINE.description,
    )
    expect(screen.getByRole('link', { name: '← Back to Catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    )
  })

  it('says "Product Not Found" with a way back for an unknown id', async () => {
    await renderApp('/product/sog-0-nope')
    expect(await title()).toHaveTextContent('Product Not Found')
    expect(screen.getByRole('link', { name: 'Back to Catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    )
  })

  it('shows a 503 as a load failure with Retry, never "Product Not Found"', async () => {
    let calls = 0
    const { user } = await renderApp('/product/sog-0-not-a-sample', {
      api: (api) =>
        api.on('GET', /^\/firearms\/[^/]+$/, () => {
          calls += 1
          return calls === 1 ? { status: 503 } : { body: { ...CARBINE, id: 'sog-0-not-a-sample' } }
        }),
    })
    expect(await screen.findByText('Failed to load data')).toBeVisible()
    expect(screen.queryByText('Product Not Found')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await title()).toHaveTextContent('SOG-15 Carbine')
    expect(screen.queryByText('Failed to load data')).toBeNull()
  })

  it.each([{}, null])('shows the empty state for specifications %j, not a crash', async (specs) => {
    await renderApp(CARBINE_URL, {
      api: (api) =>
        api.on('GET', `/firearms/${CARBINE.id}`, {
          body: { ...CARBINE, specifications: specs },
          // An older or broken server's answer: the contract has no such specifications.
          outsideContract: true,
        }),
    })
    await title()
    expect(screen.getByText('Detailed specifications will be updated soon.')).toBeVisible()
  })

  it('falls back to the built-in samples when the server cannot be reached', async () => {
    await renderApp(CARBINE_URL, {
      api: (api) => api.on('GET', /^\/firearms\/[^/]+$/, { status: 503 }),
    })
    expect(await title()).toHaveTextContent('SOG-15 Carbine')
    expect(screen.getByText('Failed to load data')).toBeVisible()
    expect(screen.getByText(/examples of our range, shown without prices/)).toBeVisible()
    expect(screen.getByText('Example · no price')).toBeVisible()
    expect(screen.queryByText('zł 8,990')).toBeNull()
  })

  it('lists specifications in English with translated names', async () => {
    await renderApp(CARBINE_URL)
    await title()
    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeVisible()
    expect(rowValue('Barrel')).toBe('16" CrMoV, 1:7 twist, nitrided')
    expect(rowValue('Weight')).toBe('2.9 kg')
  })

  it('lists the Polish specifications in Polish', async () => {
    await renderApp(CARBINE_URL, { language: 'pl' })
    await title()
    expect(rowValue('Lufa')).toBe('16" CrMoV, skok 1:7, azotowana')
    expect(rowValue('Kolba i chwyt')).toBe('Składana 6-pozycyjna, chwyt ergonomiczny')
  })

  it('lists the Italian specifications in Italian', async () => {
    await renderApp(CARBINE_URL, { language: 'it' })
    await title()
    expect(rowValue('Canna')).toBe(CARBINE.specifications.it!.barrel)
    expect(rowValue('Peso')).toBe('2,9 kg')
  })

  it('falls back to the English values where a language has no group, under its names', async () => {
    const { it: _none, ...groups } = CARBINE.specifications
    await renderApp(CARBINE_URL, {
      language: 'it',
      api: (api) =>
        api.on('GET', `/firearms/${CARBINE.id}`, { body: { ...CARBINE, specifications: groups } }),
    })
    await title()
    expect(rowValue('Canna')).toBe('16" CrMoV, 1:7 twist, nitrided')
    expect(rowValue('Peso')).toBe('2.9 kg')
  })

  it('reads a German group row by row, with the English row where German has none', async () => {
    const german = {
      ...CARBINE,
      specifications: { ...CARBINE.specifications, de: { barrel: '16" CrMoV, Drall 1:7' } },
    }
    await renderApp(CARBINE_URL, {
      language: 'de',
      api: (api) => api.on('GET', `/firearms/${CARBINE.id}`, { body: german }),
    })
    await title()
    expect(rowValue('Lauf')).toBe('16" CrMoV, Drall 1:7')
    expect(rowValue('Gewicht')).toBe('2.9 kg')
  })

  it('shows the description and the option names in the visitor’s language', async () => {
    const { api } = await renderApp(CARBINE_URL, { language: 'pl' })
    await title()
    expect(screen.getByText(/^Nasz podstawowy karabinek samopowtarzalny/)).toBeVisible()
    expect(api.calls.some((call) => call.query.get('lang') === 'pl')).toBe(true)
    // Category and system type translated; the caliber has no translation and reads English.
    expect(screen.getAllByText('Karabin').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Karabinek').length).toBeGreaterThan(0)
    expect(screen.getAllByText('5.56x45mm NATO').length).toBeGreaterThan(0)
    expect(screen.queryByText('Rifle')).toBeNull()
  })

  it('says the specifications will follow when there are none', async () => {
    const bare = { ...CARBINE, specifications: { pl: {}, en: {} } }
    await renderApp(CARBINE_URL, {
      api: (api) => api.on('GET', `/firearms/${CARBINE.id}`, { body: bare }),
    })
    await title()
    expect(screen.getByText('Detailed specifications will be updated soon.')).toBeVisible()
  })

  it('drafts a quote request and an inquiry to the company, and calls by phone', async () => {
    await renderApp(CARBINE_URL)
    await title()
    const quote = await screen.findByRole('link', { name: 'Request Quote' })
    await waitFor(() =>
      expect(draft(quote.getAttribute('href')).to).toBe('kontakt@sog-firearms.pl'),
    )
    const { subject, body } = draft(quote.getAttribute('href'))
    expect(subject).toBe('Price Quote Request - SOG-15 Carbine')
    for (const line of [
      'Product: SOG-15 Carbine',
      'Category: Rifle',
      'Caliber: 5.56x45mm NATO',
      'Barrel Length: 16"',
      'System Type: Carbine',
      'Availability: In Stock',
    ]) {
      expect(body).toContain(line)
    }
    const inquiry = screen.getByRole('link', { name: 'Send an e-mail' })
    expect(draft(inquiry.getAttribute('href')).subject).toBe('Firearm Inquiry - SOG-15 Carbine')
    expect(draft(inquiry.getAttribute('href')).body).toContain('Availability: In Stock')
    expect(screen.getByRole('link', { name: 'Call +48 61 222 33 44' })).toHaveAttribute(
      'href',
      'tel:+48612223344',
    )
  })

  it('drafts the quote request in the page’s language, its values as the page shows them', async () => {
    await renderApp(CARBINE_URL, { language: 'pl' })
    await title()
    const quote = await screen.findByRole('link', { name: 'Zapytaj o cenę' })
    await waitFor(() =>
      expect(draft(quote.getAttribute('href')).body).toContain('Kategoria: Karabin'),
    )
    const { body } = draft(quote.getAttribute('href'))
    expect(body).toContain('Dostępność: Dostępny')
    expect(body).not.toMatch(/In Stock|Rifle/)
  })

  it('toggles the favourite and adds to compare once', async () => {
    const { user } = await renderApp(CARBINE_URL)
    await title()
    await user.click(screen.getByRole('button', { name: 'Favorite' }))
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    expect(screen.getByRole('button', { name: 'In comparison' })).toBeDisabled()
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compare)!)).toEqual([CARBINE.id])
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites)!)).toEqual([CARBINE.id])
  })

  it('shows the authorized dealers that have it in stock', async () => {
    await renderApp(CARBINE_URL)
    await title()
    const section = await screen.findByRole('region', {
      name: 'Available at these authorized dealers',
    })
    const dealers = within(section).getAllByRole('heading', { level: 3 })
    expect(dealers.length).toBeGreaterThan(0)
    expect(within(section).getAllByText(/in stock/).length).toBe(dealers.length)
  })

  it('never calls dealer units "available" beside an Out of Stock or Discontinued badge', async () => {
    for (const availability of ['Out of Stock', 'Discontinued']) {
      const soldOut = { ...CARBINE, availability }
      const { unmount } = await renderApp(CARBINE_URL, {
        api: (api) => api.on('GET', `/firearms/${CARBINE.id}`, { body: soldOut }),
      })
      await title()
      const section = await screen.findByRole('region', {
        name: 'Remaining units at authorized dealers',
      })
      expect(screen.getAllByText(availability)[0]).toBeVisible()
      expect(section).toHaveTextContent(
        availability === 'Discontinued'
          ? /Discontinued by the manufacturer/
          : /Out of stock at the manufacturer/,
      )
      expect(within(section).getAllByText(/units? left/).length).toBeGreaterThan(0)
      expect(document.body).not.toHaveTextContent(/Available at these authorized dealers|in stock/)
      unmount()
    }
  })

  it('hides the dealers section when nobody stocks it', async () => {
    const { api } = await renderApp(CARBINE_URL, {
      api: (api) => api.on('GET', `/firearms/${CARBINE.id}/dealers`, { body: [] }),
    })
    await title()
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === `/firearms/${CARBINE.id}/dealers`)).toBe(true),
    )
    expect(screen.queryByText('Available at these authorized dealers')).toBeNull()
  })
})

describe('product gallery', { timeout: 30_000 }, () => {
  const open = async () => {
    const { user } = await renderApp(CARBINE_URL, {
      api: (api) => api.on('GET', `/firearms/${CARBINE.id}`, { body: GALLERY }),
    })
    await title()
    return user
  }
  const counter = () => screen.getByRole('dialog').querySelector('[aria-live]')!.textContent

  it('shows 4-column thumbnails that pick the main image', async () => {
    const user = await open()
    const thumbs = screen.getAllByRole('button', { name: /^Show image \d of 3$/ })
    expect(thumbs).toHaveLength(3)
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true')
    await user.click(thumbs[2]!)
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true')
    // The picture lies under its button, in the same frame (product-gallery.tsx).
    const main = screen.getByRole('button', { name: 'Open the image gallery of SOG-15 Carbine' })
    const img = within(main.parentElement!).getByRole('img')
    expect(img).toHaveAttribute('alt', 'back')
    expect(img).toHaveAttribute('srcset', '/media/back-360.webp 360w, /media/back-720.webp 720w')
  })

  it('has no thumbnails with a single image', async () => {
    await renderApp(CARBINE_URL, {
      api: (api) =>
        api.on('GET', `/firearms/${CARBINE.id}`, {
          body: { ...CARBINE, imageSet: [image('front')] },
        }),
    })
    await title()
    expect(screen.queryByRole('button', { name: /^Show image/ })).toBeNull()
  })

  it('opens full screen, wraps both ways with the buttons and the keyboard, and closes', async () => {
    const user = await open()
    await user.click(
      screen.getByRole('button', { name: 'Open the image gallery of SOG-15 Carbine' }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(counter()).toBe('1 / 3')
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }))
    expect(counter()).toBe('3 / 3')
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'back')
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }))
    expect(counter()).toBe('1 / 3')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(counter()).toBe('3 / 3')
    await user.keyboard('{ArrowRight}')
    expect(counter()).toBe('1 / 3')
    await user.keyboard('{ArrowLeft}')
    expect(counter()).toBe('3 / 3')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The page keeps the image the gallery was left on.
    expect(screen.getAllByRole('button', { name: /^Show image/ })[2]).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('changes image on a swipe of 50 px or more', async () => {
    const user = await open()
    await user.click(
      screen.getByRole('button', { name: 'Open the image gallery of SOG-15 Carbine' }),
    )
    const stage = (await screen.findByRole('dialog')).querySelector(
      '[data-testid="gallery-stage"]',
    )!
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { clientX: from })
      fireEvent.pointerUp(stage, { clientX: to })
    }
    swipe(300, 200)
    expect(counter()).toBe('2 / 3')
    swipe(200, 170)
    expect(counter()).toBe('2 / 3')
    swipe(100, 150)
    expect(counter()).toBe('1 / 3')
    swipe(100, 150)
    expect(counter()).toBe('3 / 3')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('product prices', { timeout: 30_000 }, () => {
  it('shows EUR for a euro country and the language’s number format', async () => {
    await renderApp(`/product/${sample('SOG-10 Marksman').id}`, {
      storage: { [STORAGE_KEYS.country]: 'FR' },
      language: 'fr',
    })
    await title()
    // French groups thousands with a narrow no-break space.
    expect(await screen.findByText(/^3\s599\s€$/)).toBeVisible()
  })
})

describe('where to buy', { timeout: 30_000 }, () => {
  /** Each listed dealer's name and its "city, country" line, in the order shown. */
  const listed = async () => {
    const section = await screen.findByRole('region', {
      name: 'Available at these authorized dealers',
    })
    return within(section)
      .getAllByRole('listitem')
      .map((card) => ({
        name: within(card).getByRole('heading', { level: 3 }).textContent,
        place: card.querySelectorAll('p')[0]?.textContent ?? '',
      }))
  }

  it('lists the visitor’s own country’s dealers first, each group by name', async () => {
    await renderApp(CARBINE_URL, { storage: { [STORAGE_KEYS.country]: 'PL' } })
    const fromPoland = await listed()
    // A country whose dealer the Polish order does not put first.
    const last = fromPoland.at(-1)!
    expect(last.place).toMatch(/, Austria$|, Germany$|, Italy$|, Switzerland$/)
    const country = { Austria: 'AT', Germany: 'DE', Italy: 'IT', Switzerland: 'CH' }[
      last.place.split(', ').at(-1) as 'Austria'
    ]
    cleanup()
    await renderApp(CARBINE_URL, { storage: { [STORAGE_KEYS.country]: country } })
    const fromThere = await listed()
    expect(fromThere.map((d) => d.name).sort()).toEqual(fromPoland.map((d) => d.name).sort())
    const home = fromThere.filter((d) => d.place === last.place)
    expect(fromThere.slice(0, home.length)).toEqual(home)
  })

  /** Eight dealers stock it: the network's seven and a second Zürich shop. */
  const eightStockists = (api: ApiDouble) => {
    const dealers = sampleDealers()
    const second = { ...dealers.at(-1)!, id: 9_999, name: 'Zweiter Laden Zürich' }
    api.on('GET', `/firearms/${CARBINE.id}/dealers`, {
      body: [...dealers, second].map((dealer) => ({ dealer, stock: 2, price: 1_500 })),
    })
  }

  const SALZBURG = { latitude: 47.799, longitude: 13.044 }
  const placed = {
    // The town named in the directory, kept in its cookie and looked up as the directory does.
    'named Salzburg': {
      storage: {},
      place: 'salzburg',
      api: (api: ApiDouble) => {
        eightStockists(api)
        api.on('GET', '/places', (call) =>
          call.query.get('q') === 'salzburg' && call.query.get('country') === 'AT'
            ? { body: [{ name: 'Salzburg', country: 'AT', ...SALZBURG }] }
            : { body: [] },
        )
      },
    },
    // A town named after an earlier position (Warsaw): the town counts, the position goes.
    'named Salzburg after being located in Warsaw': {
      storage: { [STORAGE_KEYS.place]: { latitude: 52.23, longitude: 21.01 } },
      place: ' salzburg ',
      api: (api: ApiDouble) => {
        eightStockists(api)
        api.on('GET', '/places', (call) =>
          call.query.get('q') === 'salzburg'
            ? { body: [{ name: 'Salzburg', country: 'AT', ...SALZBURG }] }
            : { body: [] },
        )
      },
    },
    // The browser's position, kept in this browser's storage only.
    'been located in Salzburg': {
      storage: { [STORAGE_KEYS.place]: SALZBURG },
      api: eightStockists,
    },
  }

  it.each(Object.entries(placed))(
    'puts the nearest first within each country once the visitor has %s, with the distance',
    async (_, { storage, ...options }) => {
      await renderApp(CARBINE_URL, {
        storage: { [STORAGE_KEYS.country]: 'AT', ...storage },
        ...options,
      })
      const section = await screen.findByRole('region', {
        name: 'Available at these authorized dealers',
      })
      // Measured once the place is known (a named town once it has been looked up).
      await within(section).findAllByText(/km away/)
      // Six at once, the rest behind a native disclosure (it opens without the app too).
      const [first, more] = within(section).getAllByRole('list', { hidden: true })
      const names = (list: HTMLElement) =>
        within(list)
          .getAllByRole('heading', { level: 3, hidden: true })
          .map((heading) => heading.textContent)
      // Austria's dealer first (the visitor's country), then the others from the nearest.
      expect(names(first!)).toEqual([
        'Jagd & Sport Wien',
        'Waffen Bauer GmbH',
        'Büchsenmacher Keller AG',
        'Zweiter Laden Zürich',
        'Armeria Lombarda',
        'Militaria Kraków',
      ])
      expect(names(more!)).toEqual(['Poznań Tactical', 'Strzelec Warszawa'])
      expect(section.querySelector('details > summary')).toHaveTextContent('Show 2 more dealers')
      const wien = within(first!).getAllByRole('listitem', { hidden: true })[0]!
      expect(wien.querySelector('p')).toHaveTextContent(/^Wien, Austria · ≈ 2\d\d km away$/)
      expect(screen.getByRole('link', { name: 'Find another dealer' })).toHaveAttribute(
        'href',
        '/dealers',
      )
      if ('place' in options) expect(localStorage.getItem(STORAGE_KEYS.place)).toBeNull()
    },
  )

  it('looks the named town up once, with the visitor’s country', async () => {
    const { api } = await renderApp(CARBINE_URL, {
      storage: { [STORAGE_KEYS.country]: 'AT' },
      place: 'Qwzxville',
      api: (api) => {
        eightStockists(api)
        api.on('GET', '/places', { body: [] })
      },
    })
    await screen.findByRole('region', { name: 'Available at these authorized dealers' })
    const lookups = () =>
      api.calls
        .filter((call) => call.path === '/places')
        .map((call) => Object.fromEntries(call.query))
    await waitFor(() => expect(lookups()).toEqual([{ q: 'Qwzxville', country: 'AT' }]))
  })

  it('offers the directory under the list', async () => {
    await renderApp(CARBINE_URL, { storage: { [STORAGE_KEYS.country]: 'PL' } })
    await listed()
    expect(screen.getByRole('link', { name: 'Find another dealer' })).toHaveAttribute(
      'href',
      '/dealers',
    )
    // No place named: no distances.
    expect(screen.queryByText(/km away/)).toBeNull()
  })
})

describe('dealer prices (stored in EUR)', { timeout: 30_000 }, () => {
  const withRates = (PLN: number | null, USD: number | null) => ({
    api: (api: ApiDouble) =>
      api.on('GET', '/settings', { body: { ...sampleSettings(), exchangeRates: { PLN, USD } } }),
  })
  const dealerPrices = async () => {
    const section = await screen.findByRole('region', {
      name: 'Available at these authorized dealers',
    })
    const lines = within(section)
      .getAllByText(/in stock/)
      // Intl separates a currency sign from its amount with a no-break space; read it as a space.
      .map((line) => (line.textContent ?? '').replace(/\s+/g, ' '))
    return { section, lines }
  }

  it('labels them EUR when the company has no rate for the visitor’s currency', async () => {
    await renderApp(CARBINE_URL)
    await title()
    const { section, lines } = await dealerPrices()
    for (const line of lines) expect(line).toMatch(/Dealer price: €[\d,]+$/)
    expect(within(section).getByText('Dealers set their prices in euros (EUR).')).toBeVisible()
    expect(section).not.toHaveTextContent('≈')
  })

  it('shows them converted into the page’s currency, approximate, beside the EUR price', async () => {
    await renderApp(CARBINE_URL, withRates(4.25, null))
    await title()
    expect(screen.getByText('zł 8,990')).toBeVisible()
    const { section, lines } = await dealerPrices()
    const amount = (text: string) => Number(text.replace(/,/g, ''))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).toMatch(/^.* · Dealer price: ≈ zł [\d,]+ \(€[\d,]+\)$/)
      const [, converted = '', original = ''] = /≈ zł ([\d,]+) \(€([\d,]+)\)$/.exec(line) ?? []
      expect(amount(converted)).toBe(Math.round(amount(original) * 4.25))
    }
    expect(
      within(section).getByText(
        'Dealers set their prices in euros (EUR); “≈” marks an approximate conversion at 1 EUR = zł 4.25.',
      ),
    ).toBeVisible()
  })

  it('keeps EUR on a euro page, and converts to $ only with an EUR → USD rate', async () => {
    await renderApp(CARBINE_URL, {
      ...withRates(4.25, null),
      storage: { [STORAGE_KEYS.country]: 'GB' },
    })
    await title()
    // Without a USD rate a British visitor's page is in EUR: the list price and the dealers'.
    expect(screen.getByText('€2,090')).toBeVisible()
    for (const line of (await dealerPrices()).lines) expect(line).toMatch(/€[\d,]+$/)
  })
})

describe('product dealers', { timeout: 30_000 }, () => {
  it('link each dealer name to that dealer in the directory', async () => {
    const { user } = await renderApp(CARBINE_URL)
    await title()
    const section = await screen.findByRole('region', {
      name: 'Available at these authorized dealers',
    })
    const first = within(section).getAllByRole('heading', { level: 3 })[0]!
    const link = within(first).getByRole('link')
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/dealers\?dealer=[^&]+$/))
    const name = link.textContent!
    const id = link.getAttribute('href')!.replace('/dealers?dealer=', '')
    await user.click(link)
    const marked = await screen.findByRole('article', { name, current: true })
    expect(marked).toHaveAttribute('id', `dealer-${id}`)
  })
})

describe('product share', { timeout: 30_000 }, () => {
  it('copies the address with a toast where the browser has no share sheet', async () => {
    const { user } = await renderApp(CARBINE_URL)
    await title()
    // user-event installs a clipboard double; jsdom has no navigator.share.
    expect('share' in navigator).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    await expectToast('Link copied to the clipboard')
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${CARBINE_URL}`)
  })

  it('uses the device share sheet when there is one', async () => {
    const shared: ShareData[] = []
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data)
        return Promise.resolve()
      },
    })
    try {
      const { user } = await renderApp(CARBINE_URL)
      await title()
      await user.click(screen.getByRole('button', { name: 'Share' }))
      await waitFor(() =>
        expect(shared).toEqual([
          { title: 'SOG-15 Carbine', url: `${window.location.origin}${CARBINE_URL}` },
        ]),
      )
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('prints only the product: the company contact is there for paper alone', async () => {
    await renderApp(CARBINE_URL)
    await title()
    const contact = await screen.findByTestId('print-contact')
    expect(contact).toHaveAttribute('data-print', 'only')
    expect(contact).toHaveTextContent('SOG Firearms')
    expect(screen.getByRole('link', { name: '← Back to Catalog' })).toHaveAttribute(
      'data-print',
      'hide',
    )
  })
})
