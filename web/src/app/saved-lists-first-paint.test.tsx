import { beforeEach, describe, expect, it } from 'vitest'

import { COUNTRIES } from '@sog/contract'

import { renderer } from '@/entry-server'
import { compareList, favorites } from '@/lib/storage/saved-lists'
import { countriesKey } from '@/lib/storage/selected-country'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { sampleFirearms } from '@/lib/api/sample-data'

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

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>SOG</title></head><body><div id="root"></div></body></html>'

/** The page the server's renderer makes, with the header's countries as the front server gives them. */
async function rendered(path: string) {
  const { html } = await renderer.renderPage({
    url: path,
    origin: 'http://localhost',
    language: 'en',
    country: 'PL',
    data: { [countriesKey]: COUNTRIES },
    template: TEMPLATE,
  })
  const container = document.createElement('div')
  container.innerHTML = new DOMParser()
    .parseFromString(html, 'text/html')
    .getElementById('root')!.innerHTML
  return container
}

describe('a saved list as the server renders it', () => {
  it.each([
    ['/favorites', 'No favorites yet'],
    ['/compare', 'No items to compare'],
  ])('%s shows it loading, not empty', async (path, empty) => {
    const page = await rendered(path)
    // The screen itself, not an error or a loading shell.
    expect(page.querySelector('h1')?.textContent).toBeTruthy()
    expect(page.textContent).not.toContain(empty)
    expect(page.querySelectorAll('[data-testid="skeleton"]').length).toBeGreaterThan(0)
  })
})
