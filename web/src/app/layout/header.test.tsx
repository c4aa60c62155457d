import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { pageLoad } from '@/lib/page/page-load'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { sampleSettings } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { sampleFirearms } from '@/lib/api/sample-data'

const CARBINE = sampleFirearms()[0]!
const PISTOL = sampleFirearms()[1]!

// Another language's page is a page load (jsdom has no navigation): where it would go is seen.
const loadPage = vi.spyOn(pageLoad, 'go').mockImplementation(() => {})
afterEach(() => loadPage.mockClear())

describe('header', () => {
  it('shows saved favourites and compare counts as badges', async () => {
    await renderApp('/', {
      storage: {
        [STORAGE_KEYS.favorites]: [CARBINE.id, PISTOL.id],
        [STORAGE_KEYS.compare]: [CARBINE.id],
      },
    })
    expect(await screen.findByLabelText('2 favorites')).toHaveTextContent('2')
    expect(screen.getByLabelText('1 item to compare')).toHaveTextContent('1')
  })

  it('never counts saved ids the catalogue no longer has, and drops them, one cheap call each', async () => {
    const { api } = await renderApp('/contact', {
      storage: {
        [STORAGE_KEYS.favorites]: [CARBINE.id, 'sog-deleted-1'],
        [STORAGE_KEYS.compare]: ['sog-deleted-1'],
      },
    })
    expect(await screen.findByLabelText('1 favorite')).toHaveTextContent('1')
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compare) ?? '[]')).toEqual([]),
    )
    expect(screen.queryByLabelText(/to compare/)).toBeNull()
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites)!)).toEqual([CARBINE.id])
    // Each saved firearm by its id; never the whole catalogue.
    expect(api.calls.some((call) => call.path === '/firearms')).toBe(false)
  })

  it('discards a corrupt favourites list instead of crashing', async () => {
    await renderApp('/', { rawStorage: { [STORAGE_KEYS.favorites]: '{not json' } })
    expect(await screen.findByRole('heading', { name: 'Firearms Catalog' })).toBeVisible()
    expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBeNull()
  })

  it('searches the catalogue from any page through the URL', async () => {
    const { user, router } = await renderApp('/contact')
    const [box] = screen.getAllByRole('combobox', { name: 'Search firearms' })
    await user.type(box!, 'carbine{Enter}')
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.location.search).toBe('?search=carbine')
  })

  it('opens the same page at the chosen language’s address, and saves the choice', async () => {
    const { user } = await renderApp('/dealers?country=DE#list')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de')
    expect(loadPage).toHaveBeenCalledWith('/de/dealers?country=DE#list')
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('"de"')
    expect(document.cookie).toContain('sog-language=de')
  })

  it('opens the page just arrived at in the chosen language, though the header has not drawn it yet', async () => {
    const { router } = await renderApp('/dealers?country=DE')
    const select = screen.getByRole('combobox', { name: 'Language' })
    // The visitor follows a link and picks a language at once: React draws the new page in a
    // transition, so the header on screen is still the one of the page being left.
    await router.navigate('/contact')
    fireEvent.change(select, { target: { value: 'it' } })
    expect(loadPage).toHaveBeenCalledWith('/it/contact')
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument())
  })

  it('links a language’s pages under its prefix, and its forms ask there', async () => {
    const { user } = await renderApp('/pl/dealers')
    expect(document.documentElement.lang).toBe('pl')
    // jsdom applies no media query: the header's wide-screen links and search count as hidden.
    const banner = screen.getByRole('banner')
    const hidden = { hidden: true }
    expect(within(banner).getByRole('link', { name: 'Kontakt', ...hidden })).toHaveAttribute(
      'href',
      '/pl/contact',
    )
    // The staff's screens have one address, whatever the language.
    expect(within(banner).getByRole('link', { name: 'Administracja', ...hidden })).toHaveAttribute(
      'href',
      '/admin/login',
    )
    expect(within(banner).getByRole('search', hidden)).toHaveAttribute('action', '/pl')
    // The footer links this page in every language.
    const languages = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Język' })
    expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/dealers',
    )
    expect(within(languages).getByRole('link', { name: 'Polski' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Język' }), 'en')
    expect(loadPage).toHaveBeenCalledWith('/dealers')
  })

  it('links each language’s home from Not Found, whose kept page every unknown address shares', async () => {
    await renderApp('/pl/no/such/page?x=1')
    const languages = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Język' })
    expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de')
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/')
  })

  it('switches the staff’s screens in place, at their one address', async () => {
    await renderApp('/admin/login')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de')
    await waitFor(() => expect(document.documentElement.lang).toBe('de'))
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('"de"')
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('opens the menu drawer, closes it on Esc and gives focus back to the menu button', async () => {
    const { user } = await renderApp('/')
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    // The drawer's code loads on the first opening; the waits' default allows for it.
    const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('link', { name: 'Dealers' })).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).toBeNull(),
    )
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('closes the menu on a link and moves focus to the new page heading', async () => {
    const { user, router } = await renderApp('/')
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    // The drawer's code loads on the first opening; the waits' default allows for it.
    const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' })
    await user.click(within(menu).getByRole('link', { name: 'Contact' }))
    expect(router.state.location.pathname).toBe('/contact')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('lists the pages as plain links in the footer, for phones whose header has only the menu', async () => {
    const { user, router } = await renderApp('/contact')
    const pages = await screen.findByRole('navigation', { name: 'Site navigation' })
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Catalog', '/'],
      ['Favorites', '/favorites'],
      ['Compare', '/compare'],
      ['Dealers', '/dealers'],
      ['Contact', '/contact'],
    ])
    await user.click(within(pages).getByRole('link', { name: 'Dealers' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealers'))
    // The directory's screen has arrived (its code and texts load on the way).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authorized Dealers' }),
    ).toBeVisible()
  })

  it('starts with a skip link to the page content', async () => {
    const { user } = await renderApp('/')
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#main-content')
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN')
  })

  it('shows the company settings: logo and name in the header, social links in the footer', async () => {
    await renderApp('/', {
      api: (api) =>
        api.on('GET', '/settings', {
          body: { ...sampleSettings(), companyLogo: '/media/company-logo.png' },
        }),
    })
    const home = await screen.findByRole('link', { name: 'SOG Firearms home' })
    await waitFor(() => expect(home).toHaveTextContent('SOG Firearms Sp. z o.o.'))
    expect(home.querySelector('img')).toHaveAttribute('src', '/media/company-logo.png')
    const social = within(screen.getByRole('list', { name: 'Social media' }))
    expect(social.getByRole('link', { name: 'Follow us on Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/sogfirearms',
    )
    expect(social.getAllByRole('link')).toHaveLength(3)
  })
})
