import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { asAdmin, DEALERS, dealersPage } from '@/testing/admin-dealers/dealers'

function serve(api: ApiDouble) {
  const dealers = structuredClone(DEALERS)
  api.on('GET', '/admin/dealers', (call) => ({ body: dealersPage(dealers, call.query) }))
  api.on('DELETE', /^\/admin\/dealers\/(\d+)$/, (_call, [id]) => {
    const dealer = dealers.find((d) => d.id === Number(id))
    if (dealer) dealer.isActive = false
    return { body: dealer }
  })
  api.on('PUT', /^\/admin\/dealers\/(\d+)$/, (call, [id]) => {
    const index = dealers.findIndex((d) => d.id === Number(id))
    dealers[index] = { ...dealers[index]!, ...(call.body as object) }
    return { body: dealers[index] }
  })
}

const card = (name: string) => screen.getByRole('article', { name })
const dialog = () => screen.findByRole('alertdialog')

describe('admin dealers list', () => {
  it('shows each dealer card as the spec lists it', async () => {
    await renderApp('/admin/dealers', { storage: asAdmin, api: serve })
    expect(await screen.findByRole('heading', { name: 'Dealer Management' })).toBeVisible()
    const kaliber = await screen.findByRole('article', { name: 'Kaliber Poznań' })
    expect(within(kaliber).getByText('Active')).toBeVisible()
    expect(within(kaliber).getByText('Poznań, Poland')).toBeVisible()
    expect(within(kaliber).getByText('+48 61 123 45 67')).toBeVisible()
    expect(within(kaliber).getByText('sklep@kaliber.pl')).toBeVisible()
    expect(within(kaliber).getByText('4.8/5.0')).toBeVisible()
    expect(within(kaliber).getByText('1998')).toBeVisible()
    const specialties = within(kaliber).getByRole('list', { name: 'Specialties' })
    expect(
      within(specialties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rifles', 'Optics', 'Sport shooting', '+2 more'])
    expect(within(kaliber).getByRole('link', { name: 'Edit Kaliber Poznań' })).toHaveAttribute(
      'href',
      '/admin/dealers/1/edit',
    )

    const huber = card('Waffen Huber')
    expect(within(huber).getByText('Inactive')).toBeVisible()
    expect(within(huber).getByText('4.0/5.0')).toBeVisible()
    expect(within(huber).queryByText(/more/)).toBeNull()
    expect(within(huber).getByRole('button', { name: 'Activate Waffen Huber' })).toHaveTextContent(
      'Activate',
    )
  })

  it('searches on the server and filters by country and status, in the URL', async () => {
    const { user, api, router } = await renderApp('/admin/dealers', {
      storage: asAdmin,
      api: serve,
    })
    await screen.findByRole('article', { name: 'Kaliber Poznań' })
    const search = screen.getByRole('searchbox', { name: 'Search dealers' })
    const shown = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))

    await user.type(search, 'graz')
    await waitFor(() => expect(shown()).toEqual(['admin-dealer-2']))
    expect(router.state.location.search).toBe('?search=graz')
    const sent = api.calls.filter((c) => c.path === '/admin/dealers' && c.query.has('search'))
    expect(sent.at(-1)?.query.get('search')).toBe('graz')
    await user.clear(search)
    await user.type(search, 'nowhere')
    expect(await screen.findByText('No dealers found matching your search.')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Add First Dealer' })).toBeNull()
    await user.clear(search)

    await user.selectOptions(
      within(screen.getByRole('main')).getByRole('combobox', { name: 'Country' }),
      'PL',
    )
    await waitFor(() => expect(shown()).toEqual(['admin-dealer-1']))
    await user.selectOptions(
      within(screen.getByRole('main')).getByRole('combobox', { name: 'Country' }),
      '',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false')
    await waitFor(() => expect(shown()).toEqual(['admin-dealer-2']))
    expect(router.state.location.search).toBe('?active=false')
  })

  it('exports a dealer’s stock as CSV', async () => {
    const { user, api } = await renderApp('/admin/dealers', {
      storage: asAdmin,
      api: (double) => {
        serve(double)
        double.on('GET', '/inventory/dealer/1/csv', {
          body: 'firearmId,name,stock,price,available\n',
          headers: { 'content-type': 'text/csv' },
        })
      },
    })
    let saved: Blob | undefined
    URL.createObjectURL = (blob) => {
      saved = blob as Blob
      return 'blob:stock'
    }
    URL.revokeObjectURL = () => undefined
    await user.click(
      await screen.findByRole('button', { name: 'Export the stock of Kaliber Poznań as CSV' }),
    )
    await waitFor(() => expect(saved).toBeDefined())
    const call = api.calls.find((c) => c.path === '/inventory/dealer/1/csv')
    expect(call?.token).toBe('admin-token')
    // For a spreadsheet in the administrator's language, kept byte for byte.
    expect(call?.query.get('lang')).toBe('en')
    expect(await saved!.text()).toBe('firearmId,name,stock,price,available\n')
  })

  it('asks before deactivating; cancel sends nothing, confirm sends DELETE and reloads', async () => {
    const { user, api } = await renderApp('/admin/dealers', { storage: asAdmin, api: serve })
    await screen.findByRole('article', { name: 'Kaliber Poznań' })
    const deactivate = () =>
      user.click(screen.getByRole('button', { name: 'Deactivate Kaliber Poznań' }))

    await deactivate()
    expect(await dialog()).toHaveTextContent(
      'Are you sure you want to deactivate dealer "Kaliber Poznań"?',
    )
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)

    await deactivate()
    await user.click(within(await dialog()).getByRole('button', { name: 'Deactivate' }))
    await expectToast('Dealer deactivated successfully')
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/admin/dealers/1', token: 'admin-token' }),
    ])
    const kaliber = card('Kaliber Poznań')
    await waitFor(() => expect(within(kaliber).getByText('Inactive')).toBeVisible())
    expect(api.calls.filter((c) => c.path === '/admin/dealers' && c.method === 'GET')).toHaveLength(
      2,
    )
    expect(api.calls.find((c) => c.path === '/admin/dealers')?.query.toString()).toBe(
      'page=1&limit=24&sort=name',
    )
  })

  it('says so when deactivation fails', async () => {
    const { user } = await renderApp('/admin/dealers', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on('DELETE', /^\/admin\/dealers\/\d+$/, { status: 500 })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Deactivate Kaliber Poznań' }))
    await user.click(within(await dialog()).getByRole('button', { name: 'Deactivate' }))
    await expectToast('Failed to deactivate dealer')
  })

  it('re-activates an inactive dealer by saving it with isActive true', async () => {
    const { user, api } = await renderApp('/admin/dealers', { storage: asAdmin, api: serve })
    await user.click(await screen.findByRole('button', { name: 'Activate Waffen Huber' }))
    await expectToast('Dealer activated successfully')
    const put = api.calls.find((c) => c.method === 'PUT')
    expect(put?.path).toBe('/admin/dealers/2')
    expect(put?.body).toEqual({
      name: 'Waffen Huber',
      email: 'info@huber.at',
      phone: '',
      address: 'Hauptstraße 5',
      city: 'Graz',
      country: 'AT',
      website: '',
      hours: '',
      specialties: ['Hunting'],
      rating: 4,
      established: 2005,
      latitude: null,
      longitude: null,
      isActive: true,
      version: '2026-01-05T10:00:00.000Z',
    })
    await waitFor(() => expect(within(card('Waffen Huber')).getByText('Active')).toBeVisible())
  })

  it('shows 6 skeletons while loading, then the empty state with Add First Dealer', async () => {
    let answer: () => void = () => undefined
    const { user, router } = await renderApp('/admin/dealers', {
      storage: asAdmin,
      api: (api) =>
        api.on(
          'GET',
          '/admin/dealers',
          () =>
            new Promise(
              (resolve) =>
                (answer = () => resolve({ body: { items: [], total: 0, page: 1, pages: 0 } })),
            ),
        ),
    })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6)
    answer()
    expect(await screen.findByText('No dealers found.')).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Add First Dealer' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dealers/new'))
  })

  it('says "Failed to load dealers" when the list cannot be read', async () => {
    await renderApp('/admin/dealers', {
      storage: asAdmin,
      api: (api) => api.on('GET', '/admin/dealers', { status: 500 }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dealers')
  })
})
