import type { ApiAdminLogin } from '@sog/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RENEWAL_CHECK_MS } from '@/features/auth/hooks/use-session-renewal'

import { DEALERS, dealersPage } from '@/testing/admin-dealers/dealers'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession } from '@/testing/admin-session'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'

/** A token whose payload says it ends at `exp` (seconds); the server's signature is not read. */
const tokenEnding = (exp: number) =>
  `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.signature`

const login: ApiAdminLogin = {
  admin: { admin_id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' },
  access_token: 'fresh-token',
  token_type: 'bearer',
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('sessions that end while someone works', { timeout: 20_000 }, () => {
  it('asks to sign in again over a refused save and then saves the typed values', async () => {
    let saves = 0
    const { user, api } = await renderApp('/admin/dealers/1/edit', {
      storage: { [STORAGE_KEYS.adminSession]: adminSession },
      api: (api) => {
        api.on('GET', '/admin/dealers/1', { body: DEALERS[0] })
        // The list the saved form returns to: a page, as the server answers.
        api.on('GET', '/admin/dealers', (call) => ({ body: dealersPage(DEALERS, call.query) }))
        api.on('POST', '/auth/admin/login', { body: login })
        api.on('PUT', '/admin/dealers/1', (call) =>
          ++saves === 1
            ? { status: 401, body: { detail: 'Authentication required' } }
            : { body: { ...DEALERS[0], ...(call.body as object) } },
        )
      },
    })
    const city = await screen.findByLabelText(/^City/)
    await user.clear(city)
    await user.type(city, 'Gniezno')
    await user.click(screen.getByRole('button', { name: 'Update Dealer' }))

    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Your session has ended' }),
    )
    expect(dialog.getByLabelText(/^Username/)).toHaveValue('admin')
    await user.type(dialog.getByLabelText(/^Password/), 'admin123')
    await user.click(dialog.getByRole('button', { name: 'Login' }))

    await expectToast('Dealer updated successfully')
    const puts = api.calls.filter((c) => c.method === 'PUT')
    expect(puts).toHaveLength(2)
    expect(puts[1]).toMatchObject({ token: 'fresh-token', body: { city: 'Gniezno' } })
  })

  it('says so before anything is typed when the screen opens with an ended session', async () => {
    await renderApp('/admin/dashboard', {
      storage: {
        [STORAGE_KEYS.adminSession]: {
          ...adminSession,
          access_token: tokenEnding(Math.floor(Date.now() / 1000) - 60),
        },
      },
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' })
    expect(dialog).toHaveTextContent('Your session ended while you were away')
  })

  it('renews the session of someone at work before it ends', async () => {
    const intervals = vi.spyOn(window, 'setInterval')
    const { api } = await renderApp('/admin/dashboard', {
      storage: {
        [STORAGE_KEYS.adminSession]: {
          ...adminSession,
          access_token: tokenEnding(Math.floor(Date.now() / 1000) + 10 * 60),
        },
      },
      api: (api) =>
        api.on('POST', '/auth/refresh', {
          body: { access_token: 'renewed-token', token_type: 'bearer', exp: 1 },
        }),
    })
    await screen.findByRole('heading', { name: 'Admin Dashboard' })
    const check = intervals.mock.calls.find(([, delay]) => delay === RENEWAL_CHECK_MS)?.[0]
    expect(check).toBeTypeOf('function')
    fireEvent.keyDown(window, { key: 'a' })
    ;(check as () => void)()
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.adminSession)).toContain('renewed-token'),
    )
    expect(api.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1)
  })
})
