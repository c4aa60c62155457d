import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'

import { COUNTRIES } from '@sog/contract'

import { AppProvider } from '@/app/provider'
import { compareList, favorites } from '@/lib/storage/saved-lists'
import { countriesKey } from '@/lib/storage/selected-country'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { sampleFirearms } from '@/lib/api/sample-data'
import { Component as Compare } from '@/features/catalog/routes/compare'
import { Component as Favorites } from '@/features/catalog/routes/favorites'

/**
 * What the server sends for /favorites and /compare, and what hydration starts from: the server
 * cannot know the visitor's lists (they live in the browser), so the page says it is loading,
 * never that the list is empty (issue 29: "No favorites yet" showed, then the real list).
 */
const [first, second] = sampleFirearms()

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.favorites, JSON.stringify([first!.id, second!.id]))
  localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify([first!.id]))
  favorites.reload()
  compareList.reload()
})

const rendered = (Page: ComponentType, path: string) => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    // The server renders with the header's countries at hand, as the front server gives them.
    <AppProvider initialData={{ [countriesKey]: COUNTRIES }}>
      <StaticRouter location={path}>
        <Page />
      </StaticRouter>
    </AppProvider>,
  )
  return container
}

describe('a saved list as the server renders it', () => {
  it.each([
    ['/favorites', Favorites, 'No favorites yet'],
    ['/compare', Compare, 'No items to compare'],
  ])('%s shows it loading, not empty', (path, Page, empty) => {
    const page = rendered(Page, path)
    expect(page.textContent).not.toContain(empty)
    expect(page.querySelectorAll('[data-testid="skeleton"]').length).toBeGreaterThan(0)
  })
})
