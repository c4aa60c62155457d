import { act, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import { AppProvider } from '../provider'
import { HeaderSearch } from './header-search'

let cleanup = () => {}
afterEach(() => cleanup())

/** Where the app is, as the page shows it. */
function Address() {
  const { pathname, search } = useLocation()
  return <output data-testid="address">{`${pathname}${search}`}</output>
}

const page = (router: (children: ReactNode) => ReactNode) => (
  <AppProvider>
    {router(
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
    )}
  </AppProvider>
)

/**
 * The header's search box on a page the server rendered (/contact): `before` is what the
 * visitor types before the app has taken the page over (its code arrives after the load).
 */
async function hydrate(before: (box: HTMLInputElement) => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    page((children) => <StaticRouter location="/contact">{children}</StaticRouter>),
  )
  document.body.append(container)
  const box = container.querySelector('input')!
  before(box)
  const root = await act(async () =>
    hydrateRoot(
      container,
      page((children) => <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>),
    ),
  )
  cleanup = () => {
    act(() => root.unmount())
    container.remove()
  }
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
