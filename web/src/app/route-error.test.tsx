import { screen } from '@testing-library/react'
import type { RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { paths } from '@/config/paths'
import { renderApp } from '@/testing/render-app'
import { routes } from './router'

/** The route object of a path in the app's own table. */
function routeOf(path: string, list: RouteObject[] = routes): RouteObject | undefined {
  for (const route of list) {
    if (route.path === path) return route
    const found = route.children ? routeOf(path, route.children) : undefined
    if (found) return found
  }
  return undefined
}

describe('a screen that cannot be shown', () => {
  const contact = routeOf(paths.contact)!
  const lazy = contact.lazy
  afterEach(() => {
    contact.lazy = lazy
    vi.restoreAllMocks()
  })

  it('offers a reload when its file is gone after a deploy, inside the shell', async () => {
    contact.lazy = () =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/assets/contact-old.js',
        ),
      )
    const { user } = await renderApp('/contact', { language: 'de' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Diese Seite konnte nicht angezeigt werden')
    expect(alert).toHaveTextContent('Die Website wurde aktualisiert')
    // The header stays, so the visitor can go elsewhere too.
    expect(screen.getByRole('banner')).toBeVisible()
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    await user.click(screen.getByRole('button', { name: 'Seite neu laden' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('says something went wrong for any other failure', async () => {
    contact.lazy = () => Promise.reject(new Error('boom'))
    await renderApp('/contact')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong while showing this page.')
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible()
  })
})
