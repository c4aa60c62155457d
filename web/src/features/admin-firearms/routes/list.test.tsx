import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { adminSession } from '@/testing/admin-session'
import { serveFirearms } from '@/testing/admin-firearms/firearms-page'

const storage = { [STORAGE_KEYS.adminSession]: adminSession }
const shown = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))
const listCalls = (api: ApiDouble) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/admin/firearms')

/** 30 more firearms than the samples' 12, so the list has two pages of 24. */
function manyFirearms(api: ApiDouble) {
  serveFirearms(api)
  const model = api.firearms[0]!
  for (let n = 1; n <= 30; n++)
    api.firearms.push({ ...model, id: `zz-${n}`, name: `Zeta ${String(n).padStart(2, '0')}` })
}

describe('admin firearms list', { timeout: 20_000 }, () => {
  it('shows each firearm with its details and prices, and links to its edit form', async () => {
    const { user, router, api } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => {
        serveFirearms(api)
        const legacy = api.firearms[1]!
        Object.assign(legacy, { pricePLN: null, priceEUR: null, price: 2250 })
      },
    })
    const card = await screen.findByRole('article', { name: 'SOG-15 Carbine' })
    expect(within(card).getByText('zł 8,990')).toBeVisible()
    expect(within(card).getByText('€2,090')).toBeVisible()
    expect(within(card).queryByText('$2,250')).toBeNull()
    expect(within(card).getByText('5.56x45mm NATO')).toBeVisible()
    expect(within(card).getByText('Carbine')).toBeVisible()
    expect(within(card).getByText('In Stock')).toBeVisible()
    const legacy = screen.getByRole('article', { name: 'SOG-15 Mid-length FDE' })
    expect(within(legacy).getByText('$2,250')).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(screen.getByText('12 firearms in the catalogue')).toBeVisible()
    // One server page, never the whole list.
    expect(listCalls(api).map((call) => call.query.toString())).toEqual([
      'page=1&limit=24&sort=name',
    ])
    expect(api.calls.some((call) => call.path === '/firearms')).toBe(false)
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()

    await user.click(within(card).getByRole('link', { name: 'Edit SOG-15 Carbine' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/firearms/sog-1700000000001-cb16a/edit'),
    )
  })

  it('searches by name or caliber on the server, with the search in the URL', async () => {
    const { user, api, router } = await renderApp('/admin/firearms', {
      storage,
      api: serveFirearms,
    })
    const search = await screen.findByRole('searchbox', { name: 'Search by name or caliber' })
    await screen.findAllByRole('article')

    await user.type(search, '7.62X39')
    await waitFor(() => expect(shown()).toHaveLength(2))
    expect(router.state.location.search).toBe('?search=7.62X39')
    expect(listCalls(api).at(-1)?.query.get('search')).toBe('7.62X39')
    await user.clear(search)
    await user.type(search, 'p9')
    await waitFor(() => expect(shown()).toHaveLength(2))
    await user.type(search, 'zzz')
    expect(await screen.findByText('No firearms found matching your search.')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Add First Firearm' })).toBeNull()
  })

  it('filters by availability and sorts, in the URL', async () => {
    const { user, api, router } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => {
        serveFirearms(api)
        api.firearms[3]!.availability = 'Discontinued'
      },
    })
    await screen.findAllByRole('article')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Discontinued')
    const discontinued = api.firearms.filter((f) => f.availability === 'Discontinued')
    expect(discontinued.length).toBeGreaterThan(1)
    await waitFor(() =>
      expect(shown()).toEqual(discontinued.map((f) => f.name).sort((a, b) => a.localeCompare(b))),
    )
    expect(router.state.location.search).toBe('?availability=Discontinued')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), '')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'))
    await waitFor(() =>
      expect(listCalls(api).at(-1)?.query.toString()).toBe('page=1&limit=24&sort=newest'),
    )
    const newestFirst = [...api.firearms].sort((a, b) => b.id.localeCompare(a.id))
    await waitFor(() => expect(shown()[0]).toBe(newestFirst[0]!.name))
  })

  it('pages on the server; back and forward return to the same page', async () => {
    const { user, api, router } = await renderApp('/admin/firearms', {
      storage,
      api: manyFirearms,
    })
    await screen.findAllByRole('article')
    expect(shown()).toHaveLength(24)
    expect(screen.getByText('1–24 of 42')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(shown()).toHaveLength(18))
    expect(shown().at(-1)).toBe('Zeta 30')
    expect(router.state.location.search).toBe('?page=2')
    expect(screen.getByText('25–42 of 42')).toBeVisible()
    expect(listCalls(api).at(-1)?.query.get('page')).toBe('2')

    await router.navigate(-1)
    await waitFor(() => expect(shown()).toHaveLength(24))
    expect(router.state.location.search).toBe('')
    await router.navigate(1)
    await waitFor(() => expect(shown().at(-1)).toBe('Zeta 30'))

    // A new search starts again from the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or caliber' }), 'zeta')
    await waitFor(() => expect(router.state.location.search).toBe('?search=zeta'))
    await waitFor(() => expect(shown()[0]).toBe('Zeta 01'))
  })

  it('deletes a firearm after confirmation and reloads the page', async () => {
    const { user, api } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => {
        serveFirearms(api)
        api.on('DELETE', /^\/admin\/firearms\/([^/]+)$/, (_call, [id]) => {
          api.firearms.splice(
            api.firearms.findIndex((f) => f.id === id),
            1,
          )
          return { status: 200, body: { detail: 'Firearm deleted' } }
        })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete SOG-P9' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete firearm "SOG-P9"?')

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete SOG-P9' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await expectToast('Firearm deleted successfully')
    const deletes = api.calls.filter((call) => call.method === 'DELETE')
    expect(deletes.map((call) => [call.path, call.token])).toEqual([
      ['/admin/firearms/sog-1700000000010-p9j', 'admin-token'],
    ])
    await waitFor(() => expect(screen.queryByRole('article', { name: 'SOG-P9' })).toBeNull())
    expect(screen.getAllByRole('article')).toHaveLength(11)
    expect(listCalls(api)).toHaveLength(2)
  })

  it('says so when a delete fails', async () => {
    const { user } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => {
        serveFirearms(api)
        api.on('DELETE', /^\/admin\/firearms\//, { status: 500, body: {} })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete SOG-P9' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await expectToast('Failed to delete firearm')
    expect(screen.getByRole('article', { name: 'SOG-P9' })).toBeVisible()
  })

  it('offers the first firearm when there are none', async () => {
    const { user, router } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => {
        api.firearms.length = 0
        serveFirearms(api)
      },
    })
    expect(await screen.findByText('No firearms found.')).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Add First Firearm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms/new'))
  })

  it('shows 6 skeleton cards while loading, then the load failure', async () => {
    let fail: () => void = () => {}
    await renderApp('/admin/firearms', {
      storage,
      api: (api) =>
        api.on(
          'GET',
          '/admin/firearms',
          () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: {} }))),
        ),
    })
    expect(await screen.findAllByTestId('skeleton')).toHaveLength(6)
    fail()
    expect(await screen.findByText('Failed to load firearms')).toBeVisible()
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0)
  })
})
