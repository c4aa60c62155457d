import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { cardNames } from '@/testing/catalog/helpers'
import { renderApp } from '@/testing/render-app'

/**
 * The header's search as you type (docs/decisions/0145-search-as-you-type.md): the URL follows the
 * box once typing pauses, one history entry per search, the × controls, and the suggestions.
 */
const box = () => screen.getAllByRole('combobox', { name: 'Search firearms' })[0]!

type Router = Awaited<ReturnType<typeof renderApp>>['router']

/** Every move of the router from now on, as its action and query. */
function track(router: Router): string[] {
  const moves: string[] = []
  router.subscribe((state) => {
    const move = `${state.historyAction} ${state.location.pathname}${state.location.search}`
    if (moves.at(-1) !== move) moves.push(move)
  })
  return moves
}

/** The values and labels the box's datalist offers. */
const offered = (input = box()) => {
  const id = input.getAttribute('list')
  const list = id ? document.getElementById(id) : null
  return [...(list?.querySelectorAll('option') ?? [])].map((o) => `${o.value} (${o.label})`)
}

describe('header search', { timeout: 20_000 }, () => {
  it('searches as the visitor types, without Enter, as one history entry Back undoes', async () => {
    const { user, router } = await renderApp('/?category=Rifle&page=2')
    await screen.findByText(/firearms found$/)
    const moves = track(router)
    await user.click(box())
    await user.type(box(), 'sog-1')
    // Nothing is written while the keys come faster than the pause.
    expect(router.state.location.search).toBe('?category=Rifle&page=2')
    await waitFor(() => expect(router.state.location.search).toBe('?category=Rifle&search=sog-1'))
    await waitFor(() => expect(cardNames()).toContain('SOG-10 Marksman'))
    expect(cardNames()).not.toContain('SOG-12 Field')
    await user.type(box(), '5 c')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=Rifle&search=sog-15+c'),
    )
    await waitFor(() => expect(cardNames()).toEqual(['SOG-15 Carbine']))
    expect(box()).toHaveValue('sog-15 c')
    expect(box()).toHaveFocus()
    // One entry for the whole search: the first write pushed, the second replaced it.
    expect(moves).toEqual([
      'PUSH /?category=Rifle&search=sog-1',
      'REPLACE /?category=Rifle&search=sog-15+c',
    ])
    // Back: the list before the search, and the box follows the URL.
    void router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?category=Rifle&page=2'))
    await waitFor(() => expect(box()).toHaveValue(''))
  })

  it('searches at once on Enter, and opens the catalogue when typing elsewhere', async () => {
    const { user, router } = await renderApp('/contact')
    await user.type(box(), 'marksman')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.location.search).toBe('?search=marksman')
    await waitFor(() => expect(cardNames()).toEqual(['SOG-10 Marksman']))
    expect(box()).toHaveFocus()
    await user.clear(box())
    await user.type(box(), 'gauge{Enter}')
    expect(router.state.location.search).toBe('?search=gauge')
  })

  it('clears with the × in the box and on the catalogue’s search label', async () => {
    const { user, router } = await renderApp('/?search=gauge')
    await waitFor(() => expect(cardNames().sort()).toEqual(['SOG-12 Field', 'SOG-12 Tactical']))
    expect(box()).toHaveValue('gauge')

    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[0]!)
    expect(router.state.location.search).toBe('')
    expect(box()).toHaveValue('')
    expect(box()).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    await waitFor(() => expect(cardNames()).toHaveLength(12))
    void router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?search=gauge'))
    await waitFor(() => expect(box()).toHaveValue('gauge'))

    await user.click(screen.getByRole('button', { name: 'Clear the search' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(box()).toHaveValue(''))
    await waitFor(() => expect(cardNames()).toHaveLength(12))
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull()
  })

  it('suggests names and calibers from the server as the box’s datalist, in the visitor’s language', async () => {
    const { user, api } = await renderApp('/', { language: 'de' })
    const german = () => screen.getAllByRole('combobox', { name: 'Waffen suchen' })[0]!
    await screen.findAllByRole('article')
    const asked = () => api.calls.filter((call) => call.path === '/search-suggestions')
    await user.type(german(), 'p')
    await new Promise((resolve) => setTimeout(resolve, 400))
    // One letter asks for nothing.
    expect(asked()).toHaveLength(0)
    await user.type(german(), '9')
    await waitFor(() =>
      expect(offered(german())).toEqual(['SOG-P9 (9mm)', 'SOG-P9 Compact OD (9mm)']),
    )
    expect(asked()).toHaveLength(1)
    expect(asked()[0]!.query.get('q')).toBe('p9')
    expect(asked()[0]!.query.get('lang')).toBe('de')
    await user.clear(german())
    await user.type(german(), '9MM')
    await waitFor(() => expect(offered(german())[0]).toBe('9mm (Kaliber · 9mm)'))
    // Picking an option fills the box: the search follows it.
    await user.clear(german())
    await user.type(german(), 'SOG-P9 Compact OD')
    await waitFor(() => expect(cardNames()).toEqual(['SOG-P9 Compact OD']))
  })
})
