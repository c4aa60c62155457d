import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { adminSession } from '@/testing/admin-session'

const storage = { [STORAGE_KEYS.adminSession]: adminSession }

describe('admin firearms list', { timeout: 20_000 }, () => {
  it('shows each firearm with its details and prices, and links to its edit form', async () => {
    const { user, router } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => {
        const legacy = api.firearms[1]!
        Object.assign(legacy, { pricePLN: null, priceEUR: null, price: 2250 })
      },
    })
    const card = await screen.findByRole('article', { name: 'SOG-15 Carbine' })
    expect(within(card).getByText('8,990 zł')).toBeVisible()
    expect(within(card).getByText('€2,090')).toBeVisible()
    expect(within(card).queryByText('$2,250')).toBeNull()
    expect(within(card).getByText('5.56x45mm NATO')).toBeVisible()
    expect(within(card).getByText('Carbine')).toBeVisible()
    expect(within(card).getByText('In Stock')).toBeVisible()
    const legacy = screen.getByRole('article', { name: 'SOG-15 Mid-length FDE' })
    expect(within(legacy).getByText('$2,250')).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(12)

    await user.click(within(card).getByRole('link', { name: 'Edit SOG-15 Carbine' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/firearms/sog-1700000000001-cb16a/edit'),
    )
  })

  it('searches by name, category or caliber', async () => {
    const { user } = await renderApp('/admin/firearms', { storage })
    const search = await screen.findByRole('searchbox', {
      name: 'Search by name, category or caliber',
    })
    await screen.findAllByRole('article')

    await user.type(search, 'shotgun')
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'SOG-12 Tactical',
      'SOG-12 Field',
    ])
    await user.clear(search)
    await user.type(search, '7.62X39')
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await user.clear(search)
    await user.type(search, 'p9')
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await user.type(search, 'zzz')
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.getByText('No firearms found matching your search.')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Add First Firearm' })).toBeNull()
  })

  it('deletes a firearm after confirmation and reloads the list', async () => {
    const { user, api } = await renderApp('/admin/firearms', {
      storage,
      api: (api) =>
        api.on('DELETE', /^\/admin\/firearms\/([^/]+)$/, (_call, [id]) => {
          api.firearms.splice(
            api.firearms.findIndex((f) => f.id === id),
            1,
          )
          return { status: 200, body: { detail: 'Firearm deleted' } }
        }),
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
  })

  it('says so when a delete fails', async () => {
    const { user } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => api.on('DELETE', /^\/admin\/firearms\//, { status: 500, body: {} }),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete SOG-P9' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('Failed to delete firearm')).toBeVisible()
    expect(screen.getByRole('article', { name: 'SOG-P9' })).toBeVisible()
  })

  it('offers the first firearm when there are none', async () => {
    const { user, router } = await renderApp('/admin/firearms', {
      storage,
      api: (api) => api.on('GET', '/firearms', { body: [] }),
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
          '/firearms',
          () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: {} }))),
        ),
    })
    expect(await screen.findAllByTestId('skeleton')).toHaveLength(6)
    fail()
    expect(await screen.findByText('Failed to load firearms')).toBeVisible()
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0)
  })
})
