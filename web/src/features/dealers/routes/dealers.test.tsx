import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { namedTown } from '@/lib/storage/visitor-place'
import { sampleDealers } from '@/lib/api/sample-data'
import { renderApp } from '@/testing/render-app'

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

const searchBox = () => screen.getByRole('searchbox', { name: 'Search dealers' })

/** The directory across the whole network (it opens on the visitor's country). */
const everywhere = { storage: { [STORAGE_KEYS.country]: 'FR' } }

/** Subject and body of a mailto: link, decoded. */
function draft(href: string | null) {
  const url = new URL(href ?? '')
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  }
}

describe('dealers directory', () => {
  it('lists the active dealers from the server with a count', async () => {
    const { api } = await renderApp('/dealers', everywhere)
    expect(await screen.findByText('7 dealers found')).toBeVisible()
    expect(cardNames()).toContain('Strzelec Warszawa')
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/dealers')).toBe(true)
    expect(screen.queryByText(/built-in list/)).toBeNull()
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Authorized Dealers | SOG Firearms'))
  })

  it('shows six skeletons while loading', async () => {
    await renderApp('/dealers', {
      api: (double) => double.on('GET', '/dealers', () => new Promise(() => undefined)),
    })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6)
  })

  it('searches by name or city, ignoring case and accents', async () => {
    const { user } = await renderApp('/dealers', everywhere)
    await screen.findByText('7 dealers found')
    await user.type(searchBox(), 'TACTICAL')
    expect(cardNames()).toEqual(['Poznań Tactical'])
    expect(screen.getByText('1 dealer found')).toBeVisible()

    await user.clear(searchBox())
    await user.type(searchBox(), 'münch')
    expect(cardNames()).toEqual(['Waffen Bauer GmbH'])

    await user.clear(searchBox())
    await user.type(searchBox(), 'zurich')
    expect(cardNames()).toEqual(['Büchsenmacher Keller AG'])
    await user.clear(searchBox())
    await user.type(searchBox(), 'KRAKOW')
    expect(cardNames()).toEqual(['Militaria Kraków'])
  })

  it("opens on the visitor's country, and the country filter narrows the cities", async () => {
    const { user } = await renderApp('/dealers')
    expect(await screen.findByText('3 dealers found')).toBeVisible()
    const filters = screen.getByRole('search', { name: 'Search dealers' })
    const country = within(filters).getByRole('combobox', { name: 'Country' })
    expect(country).toHaveValue('PL')
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All countries', 'Austria', 'Germany', 'Italy', 'Poland', 'Switzerland'])
    const city = within(filters).getByRole('combobox', { name: 'City' })
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Kraków', 'Poznań', 'Warszawa'])
    await user.selectOptions(country, 'AT')
    expect(cardNames()).toEqual(['Jagd & Sport Wien'])
    await user.selectOptions(country, 'all')
    expect(screen.getByText('7 dealers found')).toBeVisible()
  })

  it('sorts the nearest first from a typed town, with each distance, and keeps the town in the address', async () => {
    const { user, router } = await renderApp('/dealers', everywhere)
    await screen.findByText('7 dealers found')
    await user.type(screen.getByRole('combobox', { name: 'Or a town' }), 'poznan')
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }))
    expect(await screen.findByText('Nearest first, measured from Poznań, Poland.')).toBeVisible()
    expect(cardNames().slice(0, 3)).toEqual([
      'Poznań Tactical',
      'Strzelec Warszawa',
      'Militaria Kraków',
    ])
    const first = screen.getByRole('article', { name: 'Poznań Tactical' })
    expect(within(first).getByTestId('dealer-distance')).toHaveTextContent('≈ 0 km away')
    const warsaw = screen.getByRole('article', { name: 'Strzelec Warszawa' })
    expect(within(warsaw).getByTestId('dealer-distance').textContent).toMatch(/≈ 2[78]\d km away/)
    expect(new URLSearchParams(router.state.location.search).get('place')).toBe('poznan')
    // Remembered for the product pages' "where to buy": the town as named, in its cookie.
    expect(namedTown()).toBe('poznan')

    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryAllByTestId('dealer-distance')).toHaveLength(0)
    expect(new URLSearchParams(router.state.location.search).has('place')).toBe(false)
    // The field follows the address, and the product pages forget the place.
    expect(screen.getByRole('combobox', { name: 'Or a town' })).toHaveValue('')
    expect(namedTown()).toBe('')
    expect(localStorage.getItem(STORAGE_KEYS.place)).toBeNull()
  })

  it('says when the town could not be looked up, and tries again', async () => {
    let down = true
    const salzburg = { name: 'Salzburg', country: 'AT', latitude: 47.799, longitude: 13.044 }
    const { user } = await renderApp('/dealers?country=all&place=Salzburg', {
      api: (double) =>
        double.on('GET', '/places', () =>
          down
            ? { status: 503, body: { detail: 'Service unavailable' } }
            : { status: 200, body: [salzburg] },
        ),
    })
    expect(await screen.findByText('The town could not be looked up just now.')).toBeVisible()
    expect(screen.queryByText(/We don’t know a town/)).toBeNull()
    down = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nearest first, measured from Salzburg, Austria.')).toBeVisible()
  })

  it("measures from any town the server knows, not only the network's cities", async () => {
    const { user, api } = await renderApp('/dealers', {
      ...everywhere,
      api: (double) =>
        double.on('GET', '/places', (call) =>
          call.query.get('q') === 'Salzburg'
            ? {
                status: 200,
                body: [{ name: 'Salzburg', country: 'AT', latitude: 47.799, longitude: 13.044 }],
              }
            : undefined,
        ),
    })
    await screen.findByText('7 dealers found')
    await user.type(screen.getByRole('combobox', { name: 'Or a town' }), 'Salzburg')
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }))
    expect(await screen.findByText('Nearest first, measured from Salzburg, Austria.')).toBeVisible()
    // München (≈ 120 km), then Wien (≈ 250 km): the nearest of the network to Salzburg.
    expect(cardNames().slice(0, 2)).toEqual(['Waffen Bauer GmbH', 'Jagd & Sport Wien'])
    // The visitor's country goes with the name, so its towns come first.
    expect(api.calls.find((c) => c.path === '/places')?.query.get('country')).toBe('FR')
  })

  it('a shared link with a town sorts by distance from it at once', async () => {
    await renderApp('/dealers?country=all&place=Wien')
    expect(await screen.findByText('Nearest first, measured from Wien, Austria.')).toBeVisible()
    expect(cardNames()[0]).toBe('Jagd & Sport Wien')
    expect(screen.getByRole('combobox', { name: 'Or a town' })).toHaveValue('Wien')
  })

  it('says when a town or a postcode cannot be placed', async () => {
    const { user } = await renderApp('/dealers', everywhere)
    await screen.findByText('7 dealers found')
    const town = screen.getByRole('combobox', { name: 'Or a town' })
    await user.type(town, 'Nowhereville')
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }))
    expect(
      await screen.findByText(
        'We don’t know a town called “Nowhereville” in the countries we serve. Check the spelling or try a larger town nearby.',
      ),
    ).toBeVisible()
    expect(screen.queryAllByTestId('dealer-distance')).toHaveLength(0)
    await user.clear(town)
    await user.type(town, '60-001')
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }))
    expect(
      await screen.findByText('Postcodes can’t be placed yet. Type the name of your town instead.'),
    ).toBeVisible()
  })

  it("sorts from the visitor's own position, or says it is unavailable", async () => {
    const answers: Array<(position: GeolocationPosition) => void> = []
    const refusals: Array<(error: GeolocationPositionError) => void> = []
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (
          ok: (position: GeolocationPosition) => void,
          fail: (error: GeolocationPositionError) => void,
        ) => {
          answers.push(ok)
          refusals.push(fail)
        },
      },
    })
    try {
      // A town named on an earlier visit, which the position replaces.
      const { user } = await renderApp('/dealers', { ...everywhere, place: 'poznan' })
      await screen.findByText('7 dealers found')
      const locate = screen.getByRole('button', { name: 'Use my location' })
      await user.click(locate)
      refusals[0]!({ code: 1, message: 'denied' } as GeolocationPositionError)
      expect(
        await screen.findByText('Your location is not available. Type a city instead.'),
      ).toBeVisible()

      await user.click(screen.getByRole('button', { name: 'Use my location' }))
      // Near Vienna's Westbahnhof.
      answers[1]!({
        coords: { latitude: 48.1966, longitude: 16.3376 },
      } as GeolocationPosition)
      expect(await screen.findByText('Nearest first, measured from your location.')).toBeVisible()
      expect(cardNames()[0]).toBe('Jagd & Sport Wien')
      // An empty town field keeps the order from the position; it is kept to about a kilometre.
      await user.click(screen.getByRole('button', { name: 'Sort by distance' }))
      expect(screen.getByText('Nearest first, measured from your location.')).toBeVisible()
      // The position in this browser's storage only: the town's cookie goes.
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.place) ?? 'null')).toEqual({
        latitude: 48.2,
        longitude: 16.34,
      })
      expect(namedTown()).toBe('')
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation')
    }
  })

  it('filters by city from a sorted list of distinct cities', async () => {
    const { user } = await renderApp('/dealers', everywhere)
    await screen.findByText('7 dealers found')
    const city = screen.getByRole('combobox', { name: 'City' })
    const options = within(city)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual([
      'All',
      'Kraków',
      'Milano',
      'München',
      'Poznań',
      'Warszawa',
      'Wien',
      'Zürich',
    ])
    await user.selectOptions(city, 'Wien')
    expect(cardNames()).toEqual(['Jagd & Sport Wien'])
    await user.selectOptions(city, '')
    expect(screen.getByText('7 dealers found')).toBeVisible()
  })

  it('says so when nothing matches', async () => {
    const { user } = await renderApp('/dealers', everywhere)
    await screen.findByText('7 dealers found')
    await user.type(searchBox(), 'nowhere')
    expect(screen.getByText('0 dealers found')).toBeVisible()
    expect(screen.getByText('No dealers found')).toBeVisible()
    expect(screen.getByText('Try adjusting your search criteria.')).toBeVisible()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('keeps search, country and city in the address: a reload or a shared link shows the same', async () => {
    const { user, router } = await renderApp('/dealers')
    await screen.findByText('3 dealers found')
    const filters = screen.getByRole('search', { name: 'Search dealers' })
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Country' }), 'DE')
    await user.type(searchBox(), 'bauer')
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        country: 'DE',
        q: 'bauer',
      }),
    )
    cleanup()

    await renderApp('/dealers?country=all&city=Wien')
    expect(await screen.findByText('1 dealer found')).toBeVisible()
    expect(cardNames()).toEqual(['Jagd & Sport Wien'])
    const shown = screen.getByRole('search', { name: 'Search dealers' })
    expect(within(shown).getByRole('combobox', { name: 'Country' })).toHaveValue('all')
    expect(within(shown).getByRole('combobox', { name: 'City' })).toHaveValue('Wien')
  })

  it('a country chosen and a name typed at once both count (two writes before a render)', async () => {
    const { router } = await renderApp('/dealers')
    await screen.findByText('3 dealers found')
    const filters = screen.getByRole('search', { name: 'Search dealers' })
    const country = within(filters).getByRole('combobox', { name: 'Country' })
    // One batch: the second change arrives before React renders the first (as in a browser when
    // a country is picked and typing follows at once).
    act(() => {
      fireEvent.change(country, { target: { value: 'DE' } })
      fireEvent.change(searchBox(), { target: { value: 'bauer' } })
    })
    await waitFor(() => expect(cardNames()).toEqual(['Waffen Bauer GmbH']))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      country: 'DE',
      q: 'bauer',
    })
  })

  it('a search that finds dealers only outside the chosen country says so and offers them', async () => {
    const { user } = await renderApp('/dealers')
    await screen.findByText('3 dealers found')
    await user.type(searchBox(), 'münchen')
    expect(screen.getByText('0 dealers found')).toBeVisible()
    expect(screen.getByText('Matching dealers in other countries: 1.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show all countries' }))
    expect(cardNames()).toEqual(['Waffen Bauer GmbH'])
    const filters = screen.getByRole('search', { name: 'Search dealers' })
    expect(within(filters).getByRole('combobox', { name: 'Country' })).toHaveValue('all')
  })

  it('fills the stars by the rating rounded down', async () => {
    await renderApp('/dealers', everywhere)
    const card = await screen.findByRole('article', { name: 'Strzelec Warszawa' })
    const stars = within(card).getByRole('img', { name: 'Rating 4.8 out of 5' })
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(4)
    const best = screen.getByRole('article', { name: 'Büchsenmacher Keller AG' })
    const five = within(best).getByRole('img', { name: 'Rating 5 out of 5' })
    expect(five.querySelectorAll('[data-filled="true"]')).toHaveLength(5)
  })

  it('falls back to the built-in list when the server call fails, with Try again', async () => {
    let down = true
    const { user } = await renderApp('/dealers', {
      ...everywhere,
      api: (double) =>
        double.on('GET', '/dealers', () => (down ? { status: 500 } : { body: sampleDealers() })),
    })
    expect(await screen.findByText('7 dealers found')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dealers')
    expect(screen.getByText(/showing our built-in list/)).toBeVisible()
    expect(cardNames()).toContain('Militaria Kraków')
    down = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByText(/showing our built-in list/)).toBeNull())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('7 dealers found')).toBeVisible()
  })

  it('shows the card details and links to call, e-mail and visit the dealer', async () => {
    await renderApp('/dealers', { language: 'en' })
    const card = await screen.findByRole('article', { name: 'Strzelec Warszawa' })
    expect(card).toHaveTextContent('Established 1998')
    expect(card).toHaveTextContent('Authorized')
    expect(card).toHaveTextContent('ul. Marszałkowska 84, Warszawa, Poland')
    expect(within(card).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+48226281450',
    )
    const mail = draft(within(card).getByRole('link', { name: 'E-mail' }).getAttribute('href'))
    expect(mail.to).toBe('sklep@strzelec-warszawa.pl')
    expect(mail.subject).toBe('Inquiry about SOG Firearms products')
    expect(mail.body).toMatch(/^Hello Strzelec Warszawa,\n/)

    const visit = within(card).getByRole('link', { name: /Visit store/ })
    expect(visit).toHaveAttribute('href', 'https://www.strzelec-warszawa.pl')
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit.getAttribute('rel')).toContain('noopener')
    const secure = screen.getByRole('article', { name: 'Poznań Tactical' })
    expect(within(secure).getByRole('link', { name: /Visit store/ })).toHaveAttribute(
      'href',
      'https://poznantactical.pl',
    )
  })

  it('names countries and drafts the dealer e-mail in the chosen language', async () => {
    await renderApp('/dealers', { ...everywhere, language: 'de' })
    const card = await screen.findByRole('article', { name: 'Waffen Bauer GmbH' })
    expect(card).toHaveTextContent('München, Deutschland')
    const mail = draft(
      within(card).getByRole('link', { name: 'E-Mail senden' }).getAttribute('href'),
    )
    expect(mail.subject).toBe('Anfrage zu Produkten von SOG Firearms')
    expect(screen.getByText('7 Händler gefunden')).toBeVisible()
  })

  it('drafts a dealer application only once its essential fields are filled', async () => {
    const { user } = await renderApp('/dealers')
    const section = screen.getByRole('region', { name: 'Become a Dealer' })
    const send = within(section).getByRole('link', { name: 'Send application' })
    // Addressed to the company e-mail of the settings, once they have loaded.
    await waitFor(() => expect(draft(send.getAttribute('href')).to).toBe('kontakt@sog-firearms.pl'))

    // An empty application opens no draft: the problems show beside the fields instead.
    const opened = vi.fn((event: MouseEvent) => event.preventDefault())
    document.addEventListener('click', opened)
    try {
      await user.click(send)
      await waitFor(() =>
        expect(within(section).getByLabelText(/^Company name/)).toHaveAccessibleErrorMessage(
          'This field is required.',
        ),
      )
      expect(opened.mock.calls.at(-1)?.[0].defaultPrevented).toBe(true)
      expect(within(section).getByLabelText(/^Country/)).toHaveAccessibleErrorMessage(
        'This field is required.',
      )
      expect(within(section).getByLabelText(/^Phone/)).not.toHaveAccessibleErrorMessage()

      await user.type(within(section).getByLabelText(/^Company name/), 'Armeria Nova')
      await user.type(within(section).getByLabelText(/^Contact person/), 'Lucia Bianchi')
      await user.type(within(section).getByLabelText(/^Business e-mail/), 'info@nova')
      await user.type(within(section).getByLabelText(/^City/), 'Verona')
      await user.selectOptions(within(section).getByLabelText(/^Country/), 'IT')
      await user.click(send)
      await waitFor(() =>
        expect(within(section).getByLabelText(/^Business e-mail/)).toHaveAccessibleErrorMessage(
          'Enter a valid e-mail address.',
        ),
      )
      expect(opened.mock.calls.at(-1)?.[0].defaultPrevented).toBe(true)

      await user.type(within(section).getByLabelText(/^Business e-mail/), '.it')
      opened.mockClear()
      await user.click(send)
      // Complete: the link is followed (only the test's own listener stops the navigation).
      expect(opened).toHaveBeenCalledTimes(1)
    } finally {
      document.removeEventListener('click', opened)
    }
    const mail = draft(send.getAttribute('href'))
    expect(mail.subject).toBe('Dealer Application - Armeria Nova')
    expect(mail.body).toBe(
      [
        'Dealer Application',
        '',
        'Company Name: Armeria Nova',
        'Contact Person: Lucia Bianchi',
        'Business Email: info@nova.it',
        'Phone: Not provided',
        'City: Verona',
        'Country: Italy',
        '',
        'Business Details / Experience:',
        'Not provided',
      ].join('\n'),
    )
  })

  it('draws 24 dealers a page, and a new search starts from the first page', async () => {
    const { user } = await renderApp('/dealers', {
      ...everywhere,
      api: (double) =>
        double.on('GET', '/dealers', () => {
          const model = sampleDealers()[0]!
          return {
            body: Array.from({ length: 30 }, (_, n) => ({
              ...model,
              id: 1000 + n,
              name: `Network Dealer ${String(n).padStart(2, '0')}`,
            })),
          }
        }),
    })
    expect(await screen.findByText('30 dealers found')).toBeVisible()
    expect(cardNames()).toHaveLength(24)
    expect(screen.getByText('1–24 of 30')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(cardNames()).toEqual(
      Array.from({ length: 6 }, (_, n) => `Network Dealer ${String(24 + n)}`),
    )
    await user.type(searchBox(), 'dealer 0')
    expect(cardNames()).toHaveLength(10)
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull()
  })
})
