import type { ApiActivity, ApiDashboardStats } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { adminSession } from '@/testing/admin-session'

const STATS: ApiDashboardStats = {
  totalDealers: 6,
  activeDealers: 4,
  inactiveDealers: 2,
  totalFirearms: 12,
  totalContacts: 9,
  newContacts: 3,
}

const HEALTH = {
  status: 'ok',
  database: 'up',
  databaseLatencyMs: 3,
  version: '1.4.2',
  uptimeSeconds: 7500,
}

const ACTIVITY: ApiActivity[] = [
  {
    id: 4,
    at: '2026-11-20T15:00:00.000Z',
    who: 'Waffen Bauer',
    action: 'update',
    kind: 'inventoryImport',
    recordId: '4',
    title: '3',
  },
  {
    id: 3,
    at: '2026-11-20T14:30:00.000Z',
    who: 'admin',
    action: 'create',
    kind: 'caliber',
    recordId: '12',
    title: '6.5 Creedmoor',
  },
  {
    id: 2,
    at: '2026-11-20T14:05:00.000Z',
    who: 'editor-anna',
    action: 'update',
    kind: 'firearm',
    recordId: 'sog-1',
    title: 'SOG Carbine 16',
  },
  {
    id: 1,
    at: '2026-11-20T13:00:00.000Z',
    who: 'admin',
    action: 'update',
    kind: 'settings',
    recordId: '',
    title: 'Company settings',
  },
]

function serve(api: ApiDouble, stats: ApiDashboardStats = STATS) {
  api.on('GET', '/admin/dashboard/stats', { body: stats })
  api.on('GET', '/admin/activity', { body: ACTIVITY })
  api.on('GET', '/health', { body: HEALTH })
  api.on('POST', '/auth/admin/logout', { body: { detail: 'Logged out' } })
}

const asAdmin = { [STORAGE_KEYS.adminSession]: adminSession }

const card = (name: string) => screen.getByRole('group', { name })

describe('admin dashboard', () => {
  it('welcomes the administrator and shows the counts with inactive and new', async () => {
    const { api } = await renderApp('/admin/dashboard', { storage: asAdmin, api: serve })
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    expect(screen.getByText('Welcome back, admin!')).toBeVisible()

    await screen.findByRole('group', { name: 'Total Dealers' })
    expect(card('Total Dealers')).toHaveTextContent('6')
    expect(within(card('Total Dealers')).getByText('4 active')).toBeVisible()
    expect(within(card('Total Dealers')).getByText('2 inactive')).toBeVisible()
    expect(card('Total Firearms')).toHaveTextContent('12')
    expect(card('Total Contacts')).toHaveTextContent('9')
    expect(within(card('Total Contacts')).getByText('3 new')).toBeVisible()
    expect(api.calls.find((c) => c.path === '/admin/dashboard/stats')?.token).toBe('admin-token')
  })

  it('leaves out the inactive and new counts when they are 0', async () => {
    await renderApp('/admin/dashboard', {
      storage: asAdmin,
      api: (api) => serve(api, { ...STATS, inactiveDealers: 0, activeDealers: 6, newContacts: 0 }),
    })
    await screen.findByRole('group', { name: 'Total Dealers' })
    expect(within(card('Total Dealers')).getByText('6 active')).toBeVisible()
    expect(within(card('Total Dealers')).queryByText(/inactive/)).toBeNull()
    expect(within(card('Total Contacts')).queryByText(/new/)).toBeNull()
  })

  it('shows 3 skeletons while loading, then the failure text', async () => {
    let fail: () => void = () => undefined
    await renderApp('/admin/dashboard', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on(
          'GET',
          '/admin/dashboard/stats',
          () => new Promise((resolve) => (fail = () => resolve({ status: 500 }))),
        )
      },
    })
    expect(await screen.findAllByTestId('stat-skeleton')).toHaveLength(3)
    fail()
    expect(await screen.findByText('Failed to load dashboard data')).toBeVisible()
    expect(screen.queryByTestId('stat-skeleton')).toBeNull()
  })

  it("shows the server's real health and the response time measured here", async () => {
    const { api } = await renderApp('/admin/dashboard', { storage: asAdmin, api: serve })
    const panel = screen.getByRole('region', { name: 'System Status' })
    expect(await within(panel).findByText('Online')).toBeVisible()
    expect(within(panel).getByText('Healthy')).toBeVisible()
    expect(within(panel).getByText('1.4.2')).toBeVisible()
    expect(within(panel).getByText('2 h 5 min')).toBeVisible()
    expect(within(panel).getByText(/^\d+ ms$/)).toBeVisible()
    expect(api.calls.filter((c) => c.path === '/health')).toHaveLength(1)
  })

  it('reports a database outage from the server and an unreachable API', async () => {
    const { user } = await renderApp('/admin/dashboard', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on('GET', '/health', {
          status: 503,
          body: { detail: 'Database unreachable', status: 'degraded', database: 'down' },
        })
      },
    })
    const panel = screen.getByRole('region', { name: 'System Status' })
    expect(await within(panel).findByText('Offline')).toBeVisible()
    expect(within(panel).getByText('Healthy')).toBeVisible()

    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    await user.click(within(panel).getByRole('button', { name: 'Check again' }))
    expect(await within(panel).findByText('Unavailable')).toBeVisible()
    expect(within(panel).getByText('Unknown')).toBeVisible()
  })

  it('links to every admin screen and the quick actions', async () => {
    await renderApp('/admin/dashboard', { storage: asAdmin, api: serve })
    const nav = screen.getByRole('navigation', { name: 'Administration' })
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      '/admin/dealers',
      '/admin/firearms',
      '/admin/contacts',
      '/admin/requests',
      '/admin/categories',
      '/admin/settings',
    ])
    const quick = screen.getByRole('region', { name: 'Quick Actions' })
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/dealers/new', '/admin/firearms/new', '/admin/contacts'])
  })

  it('logs out on the server and clears the session even when the server fails', async () => {
    const { user, router, api } = await renderApp('/admin/dashboard', {
      storage: asAdmin,
      api: (double) => {
        serve(double)
        double.on('POST', '/auth/admin/logout', { status: 500 })
      },
    })
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(api.calls.find((c) => c.path === '/auth/admin/logout')).toMatchObject({
      method: 'POST',
      token: 'admin-token',
    })
    expect(window.localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull()
  })

  it('asks to sign in again when an admin call answers 401; giving up clears the session', async () => {
    const { router, user } = await renderApp('/admin/dashboard', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on('GET', '/admin/dashboard/stats', { status: 401, body: { detail: 'Expired' } })
      },
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' })
    expect(router.state.location.pathname).toBe('/admin/dashboard')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(window.localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })

  it('lists the latest changes: who, what, when, in the visitor’s language', async () => {
    await renderApp('/admin/dashboard', { storage: asAdmin, api: serve })
    const list = within(await screen.findByRole('region', { name: 'Recent activity' }))
    expect(await list.findByText('editor-anna updated the firearm “SOG Carbine 16”')).toBeVisible()
    expect(list.getByText('admin updated the company settings')).toBeVisible()
    expect(list.getByText('admin created the caliber “6.5 Creedmoor”')).toBeVisible()
    expect(list.getByText('Waffen Bauer imported stock by CSV: 3 firearms changed')).toBeVisible()
    expect(list.getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T15:00:00.000Z',
    )
  })

  it('lists the changes in Polish too', async () => {
    await renderApp('/admin/dashboard', {
      storage: { ...asAdmin, [STORAGE_KEYS.language]: 'pl' },
      api: serve,
    })
    expect(await screen.findByText('editor-anna zmienił(a) broń „SOG Carbine 16”')).toBeVisible()
    // An option by its type, an import by its count: no English in the line.
    expect(screen.getByText('admin utworzył(a) kaliber „6.5 Creedmoor”')).toBeVisible()
    expect(
      screen.getByText('Waffen Bauer zaimportował(a) stany z CSV: zmieniono 3 egzemplarze broni'),
    ).toBeVisible()
  })
})
