import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { renderApp } from '@/testing/render-app'
import { card, cardNames, draft, sample } from '@/testing/catalog/helpers'

const P9 = sample('SOG-P9')
const AK = sample('SOG-AK Classic')
const PCC = sample('SOG-9 PCC')
const FIELD = sample('SOG-12 Field')

describe('favourites page', { timeout: 30_000 }, () => {
  it('shows the saved firearms with a count, in the order saved', async () => {
    const { api } = await renderApp('/favorites', {
      storage: { [STORAGE_KEYS.favorites]: [PCC.id, P9.id, 'sog-gone'] },
    })
    expect(await screen.findByText('2 saved firearms')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible()
    expect(cardNames()).toEqual(['SOG-9 PCC', 'SOG-P9'])
    // Each saved firearm by its id, never the whole catalogue (the list without the gone id is
    // read again once that id is dropped).
    const reads = api.calls.filter((call) => call.path.startsWith('/firearms'))
    expect([...new Set(reads.map((call) => call.path))].sort()).toEqual(
      [`/firearms/${PCC.id}`, `/firearms/${P9.id}`, '/firearms/sog-gone'].sort(),
    )
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Favorites | SOG Firearms'))
  })

  it('says nothing of JavaScript where the app runs (the note is for browsers without it)', async () => {
    await renderApp('/favorites', { storage: { [STORAGE_KEYS.favorites]: [P9.id] } })
    expect(await screen.findByText('1 saved firearm')).toBeVisible()
    expect(screen.queryByText(/only with JavaScript on/)).toBeNull()
  })

  it('drops ids the catalogue no longer has, so the header badge counts what the page shows', async () => {
    await renderApp('/favorites', {
      storage: { [STORAGE_KEYS.favorites]: [PCC.id, 'sog-gone', P9.id] },
    })
    expect(await screen.findByText('2 saved firearms')).toBeVisible()
    await waitFor(() => expect(screen.getByLabelText('2 favorites')).toHaveTextContent('2'))
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites)!)).toEqual([
      PCC.id,
      P9.id,
    ])
  })

  it('keeps every saved id while only the built-in examples are at hand, with Try again', async () => {
    let down = true
    const { user } = await renderApp('/favorites', {
      storage: { [STORAGE_KEYS.favorites]: [PCC.id, 'sog-new-on-server'] },
      api: (api) =>
        api.on('GET', /^\/firearms\/([^/]+)$/, (_call, [id]) =>
          down
            ? { status: 503 }
            : { body: id === PCC.id ? PCC : { ...P9, id: 'sog-new-on-server' } },
        ),
    })
    expect(await screen.findByText('Failed to load data')).toBeVisible()
    expect(screen.getByLabelText('2 favorites')).toHaveTextContent('2')
    down = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('2 saved firearms')).toBeVisible()
    expect(screen.queryByText('Failed to load data')).toBeNull()
  })

  it('drops a card when it is unfavourited, down to the empty state', async () => {
    const { user } = await renderApp('/favorites', {
      storage: { [STORAGE_KEYS.favorites]: [P9.id] },
    })
    await screen.findByText('1 saved firearm')
    await user.click(within(card('SOG-P9')).getByRole('button', { name: 'Favorite' }))
    expect(screen.getByText('No favorites yet')).toBeVisible()
    expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBe('[]')
  })

  it('says "No favorites yet" with a link to browse', async () => {
    await renderApp('/favorites')
    expect(await screen.findByText('No favorites yet')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    )
  })
})

describe('compare page', { timeout: 30_000 }, () => {
  const selected = (n: number) => screen.findByText(`${n} of 3 items selected`)

  it('says "No items to compare" when empty', async () => {
    await renderApp('/compare')
    await selected(0)
    expect(screen.getByText('No items to compare')).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the compared firearms and a detailed comparison table', async () => {
    await renderApp('/compare', { storage: { [STORAGE_KEYS.compare]: [AK.id, PCC.id] } })
    await selected(2)
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Compare | SOG Firearms'))
    expect(cardNames()).toEqual(['SOG-AK Classic', 'SOG-9 PCC'])
    const region = screen.getByRole('region', { name: 'Detailed Comparison' })
    const table = within(region).getByRole('table')
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(columns).toEqual(['Feature', 'SOG-AK Classic', 'SOG-9 PCC'])
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        // Intl separates a currency sign from its amount with a no-break space; read it as a space.
        .map((c) => c.textContent?.replace(/\s+/g, ' '))
    expect(row('Price')).toEqual(['zł 7,490', 'zł 6,490'])
    expect(row('Category')).toEqual(['Rifle', 'Rifle'])
    expect(row('Caliber')).toEqual(['7.62x39mm', '9mm'])
    expect(row('Barrel Length')).toEqual(['16"', '16"'])
    expect(row('System Type')).toEqual(['AK', 'Carbine'])
    expect(row('Availability')).toEqual(['In Stock', 'In Stock'])
    // The PCC has only Polish specifications, which an English reader does not get.
    expect(row('Barrel')[1]).toBe('—')
    expect(row('Barrel')[0]).not.toBe('—')
    // The table scrolls inside its own box, reachable by keyboard.
    expect(region).toHaveAttribute('tabindex', '0')
  })

  it('highlights the rows whose values differ, and gives every firearm an equal column', async () => {
    const { user } = await renderApp('/compare', {
      storage: { [STORAGE_KEYS.compare]: [AK.id, PCC.id] },
    })
    await selected(2)
    const table = within(screen.getByRole('region', { name: 'Detailed Comparison' })).getByRole(
      'table',
    )
    const marked = () =>
      [...table.querySelectorAll('tr[data-differs]')].map(
        (tr) => within(tr as HTMLElement).getByRole('rowheader').firstChild?.textContent,
      )
    expect(marked()).toEqual([])
    await user.click(screen.getByRole('checkbox', { name: 'Highlight differences' }))
    expect(marked()).toEqual(expect.arrayContaining(['Price', 'Caliber', 'System Type']))
    expect(marked()).not.toContain('Category')
    expect(marked()).not.toContain('Barrel Length')
    expect(marked()).not.toContain('Availability')
    // Screen readers hear it too.
    expect(within(table).getByRole('rowheader', { name: 'Caliber (differs)' })).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: 'Highlight differences' }))
    expect(marked()).toEqual([])
    // Fixed layout: the firearms' columns have no width of their own, so they share it equally.
    expect(table).toHaveStyle({ tableLayout: 'fixed' })
    expect(screen.getAllByTestId('compare-column')).toHaveLength(2)
  })

  it('removes an item, saving the list', async () => {
    const { user } = await renderApp('/compare', {
      storage: { [STORAGE_KEYS.compare]: [AK.id, PCC.id, FIELD.id] },
    })
    await selected(3)
    await user.click(within(card('SOG-9 PCC')).getByRole('button', { name: 'Remove' }))
    expect(screen.getByText('2 of 3 items selected')).toBeVisible()
    expect(cardNames()).toEqual(['SOG-AK Classic', 'SOG-12 Field'])
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compare)!)).toEqual([
      AK.id,
      FIELD.id,
    ])
    expect(screen.getByLabelText('2 items to compare')).toHaveTextContent('2')
  })

  it('keeps at most 3 distinct ids from storage', async () => {
    await renderApp('/compare', {
      storage: { [STORAGE_KEYS.compare]: [AK.id, AK.id, PCC.id, FIELD.id, P9.id] },
    })
    await selected(3)
    expect(cardNames()).toEqual(['SOG-AK Classic', 'SOG-9 PCC', 'SOG-12 Field'])
  })

  it('links each card to its product and drafts a quote for it', async () => {
    await renderApp('/compare', { storage: { [STORAGE_KEYS.compare]: [AK.id] } })
    await selected(1)
    const ak = card('SOG-AK Classic')
    expect(within(ak).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/product/${AK.id}`,
    )
    const quote = within(ak).getByRole('link', { name: 'Quote' })
    await waitFor(() =>
      expect(draft(quote.getAttribute('href')).to).toBe('kontakt@sog-firearms.pl'),
    )
    const { subject, body } = draft(quote.getAttribute('href'))
    expect(subject).toBe('Price Quote Request - SOG-AK Classic')
    expect(body).toContain('Caliber: 7.62x39mm')
  })
})
