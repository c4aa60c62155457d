import type { ApiAdminLogin } from '@sog/contract'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession } from '@/testing/admin-session'
import { doorRefusal } from '@/testing/refusals'
import { renderApp } from '@/testing/render-app'

const LOGIN: ApiAdminLogin = {
  admin: { admin_id: 7, username: 'boss', email: 'boss@example.com', role: 'admin' },
  access_token: 'token-7',
  token_type: 'bearer',
}

type User = Awaited<ReturnType<typeof renderApp>>['user']

async function logIn(user: User, username = 'boss', password = 'secret-1') {
  if (username) await user.type(screen.getByLabelText(/^Username/), username)
  if (password) await user.type(screen.getByLabelText(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Login' }))
}

const storedSession = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.adminSession) ?? 'null') as unknown

describe('admin login', () => {
  it('sends admin screens without a session to the login', async () => {
    const { router } = await renderApp('/admin/dealers')
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/admin/login')
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Admin Login | SOG Firearms'))
  })

  it('stores the session with the spec fields and opens the dashboard', async () => {
    const { user, router, api } = await renderApp('/admin/login', {
      api: (double) => double.on('POST', '/auth/admin/login', { body: LOGIN }),
    })
    await logIn(user)

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'))
    expect(api.calls.find((c) => c.path === '/auth/admin/login')?.body).toEqual({
      username: 'boss',
      password: 'secret-1',
    })
    expect(storedSession()).toEqual({
      adminId: 7,
      username: 'boss',
      email: 'boss@example.com',
      role: 'admin',
      access_token: 'token-7',
      token_type: 'bearer',
      loginTime: expect.any(Number),
    })
    expect(await screen.findByText('Welcome back, boss!')).toBeVisible()
  })

  it('says "Logging in..." and disables the button while waiting', async () => {
    const { user } = await renderApp('/admin/login', {
      api: (double) => double.on('POST', '/auth/admin/login', () => new Promise(() => undefined)),
    })
    await logIn(user)
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
  })

  it('says a refused login is a wrong username or password, in the visitor’s language', async () => {
    const { user, router } = await renderApp('/admin/login', {
      language: 'pl',
      api: (double) =>
        double.on('POST', '/auth/admin/login', {
          status: 401,
          body: { detail: 'Invalid username or password' },
        }),
    })
    await user.type(screen.getByLabelText(/^Nazwa użytkownika/), 'boss')
    await user.type(screen.getByLabelText(/^Hasło/), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Zaloguj' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nieprawidłowa nazwa użytkownika lub hasło',
    )
    expect(router.state.location.pathname).toBe('/admin/login')
    expect(storedSession()).toBeNull()
  })

  it('tells a throttled login how many minutes to wait', async () => {
    const { user } = await renderApp('/admin/login', {
      api: (double) =>
        double.on('POST', '/auth/admin/login', {
          status: 429,
          body: { detail: 'Too many failed login attempts. Try again in 15 minutes.' },
          headers: { 'retry-after': '850' },
        }),
    })
    await logIn(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed login attempts. Try again in 15 minutes.',
    )
  })

  it("tells the door's wait in minutes in the visitor's language, not the server's seconds", async () => {
    const { user } = await renderApp('/admin/login', {
      language: 'pl',
      api: (double) => double.on('POST', '/auth/admin/login', doorRefusal(850)),
    })
    await user.type(screen.getByLabelText(/^Nazwa użytkownika/), 'boss')
    await user.type(screen.getByLabelText(/^Hasło/), 'secret-1')
    await user.click(screen.getByRole('button', { name: 'Zaloguj' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.',
    )
  })

  it('falls back to the spec text when the server gives no detail', async () => {
    const { user } = await renderApp('/admin/login', {
      api: (double) => double.on('POST', '/auth/admin/login', { status: 500 }),
    })
    await logIn(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
  })

  it('requires username and password before calling the server', async () => {
    const { user, api } = await renderApp('/admin/login')
    await logIn(user, '', '')
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleErrorMessage(
      'This field is required.',
    )
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleErrorMessage(
      'This field is required.',
    )
    expect(api.calls.some((c) => c.path === '/auth/admin/login')).toBe(false)
  })

  it('sends an admin already signed in straight to the dashboard', async () => {
    const { router } = await renderApp('/admin/login', {
      storage: { [STORAGE_KEYS.adminSession]: adminSession },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'))
  })

  it('links to the dealer portal login', async () => {
    const { user, router } = await renderApp('/admin/login')
    await user.click(screen.getByRole('link', { name: 'Go to the dealer portal login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/login'))
  })
})
