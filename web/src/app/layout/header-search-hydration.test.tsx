import { waitFor } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { hydrateRendered } from '@/testing/hydrate-rendered'
import { HeaderSearch } from './header-search'

/** Where the app is, as the page shows it. */
function Address() {
  const { pathname, search } = useLocation()
  return <output data-testid="address">{`${pathname}${search}`}</output>
}

/**
 * The header's search box on a page the server rendered (/contact): `before` is what the
 * visitor types before the app has taken the page over (its code arrives after the load).
 */
async function hydrate(before: (box: HTMLInputElement) => void) {
  const container = await hydrateRendered(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <HeaderSearch />
            <Address />
          </>
        }
      />
    </Routes>,
    '/contact',
    (page) => before(page.querySelector('input')!),
  )
  const box = container.querySelector('input')!
  const address = () => container.querySelector('output')!.textContent
  return { box, address }
}

describe('the header search before the app has taken the page over', () => {
  it('is a form that asks the server for the catalogue by the text, with JavaScript off', async () => {
    const { box } = await hydrate(() => {})
    const form = box.closest('form')!
    expect(form.getAttribute('action')).toBe('/')
    expect(form.getAttribute('method')).toBe('get')
    expect(box.name).toBe('search')
  })

  it('keeps what was typed: the app searches for it once it has arrived', async () => {
    const { box, address } = await hydrate((input) => {
      input.value = 'carbine'
    })
    expect(box.value).toBe('carbine')
    await waitFor(() => expect(address()).toBe('/?search=carbine'))
    expect(box.value).toBe('carbine')
  })

  it('changes nothing when nothing was typed', async () => {
    const { box, address } = await hydrate(() => {})
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(address()).toBe('/contact')
    expect(box.value).toBe('')
  })
})
