import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { renderApp } from '@/testing/render-app'
import { dealerLogin, dealerSession } from '@/testing/dealer-session'

const storedSession = () => {
  const raw = window.localStorage.getItem(STORAGE_KEYS.dealerSession)
  return raw === null ? null : (JSON.parse(raw) as unknown)
}

async function fillIn(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText(/Username/), 'berlin')
  await user.type(screen.getByLabelText(/Password/), 'secret-pass')
}

describe('dealer login', () => {
  it('guards the dashboard: without a session it shows the login', async () => {
    const { router } = await renderApp('/dealer/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/login'))
    expect(await screen.findByRole('heading', { name: 'Dealer Login' })).toBeVisible()
  })

  it('removes an unreadable session, then redirects to the login', async () => {
    const { router } = await renderApp('/dealer/dashboard', {
      rawStorage: { [STORAGE_KEYS.dealerSession]: '{"dealerId":"seven"' },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/login'))
    expect(window.localStorage.getItem(STORAGE_KEYS.dealerSession)).toBeNull()
  })

  it('sends a dealer already logged in straight to the dashboard', async () => {
    const { router } = await renderApp('/dealer/login', {
      storage: { [STORAGE_KEYS.dealerSession]: dealerSession },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/dashboard'))
  })

  it('logs in, stores the session fields and opens the dashboard', async () => {
    const { user, router, api } = await renderApp('/dealer/login', {
      api: (api) => api.on('POST', '/auth/dealer/login', { body: dealerLogin }),
    })
    await fillIn(user)
    const before = Date.now()
    await user.click(screen.getByRole('button', { name: 'Login' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/dashboard'))
    expect(api.calls.find((call) => call.path === '/auth/dealer/login')?.body).toEqual({
      username: 'berlin',
      password: 'secret-pass',
    })
    const session = storedSession() as Record<string, unknown>
    expect(session).toEqual({
      dealerId: 7,
      dealerName: 'Waffen Berlin',
      username: 'berlin',
      country: 'DE',
      city: 'Berlin',
      access_token: 'fresh-token',
      token_type: 'bearer',
      loginTime: expect.any(Number) as number,
    })
    expect(session.loginTime).toBeGreaterThanOrEqual(before)
  })

  it('reads "Logging in..." and disables the form while the server answers', async () => {
    let answer: () => void = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    const { user, router } = await renderApp('/dealer/login', {
      api: (api) =>
        api.on('POST', '/auth/dealer/login', async () => {
          await held
          return { body: dealerLogin }
        }),
    })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled()
    expect(screen.getByLabelText(/Username/)).toBeDisabled()
    answer()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/dashboard'))
  })

  it("says an inactive dealer's refusal in the dealer's language", async () => {
    const { user, router } = await renderApp('/dealer/login', {
      language: 'de',
      api: (api) =>
        api.on('POST', '/auth/dealer/login', {
          status: 403,
          body: { detail: 'This dealer account is inactive', code: 'dealerInactive', params: {} },
        }),
    })
    await user.type(screen.getByLabelText(/Benutzername/), 'berlin')
    await user.type(screen.getByLabelText(/Passwort/), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieses Händlerkonto ist deaktiviert. Bitte wenden Sie sich an den Hersteller.',
    )
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled()
    expect(router.state.location.pathname).toBe('/dealer/login')
    expect(storedSession()).toBeNull()
  })

  it('says a refused login is a wrong username (not e-mail) or password', async () => {
    const { user } = await renderApp('/dealer/login', {
      api: (api) =>
        api.on('POST', '/auth/dealer/login', {
          status: 401,
          body: { detail: 'Invalid username or password' },
        }),
    })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
  })

  it('falls back to "Login failed. Please try again." without a detail', async () => {
    const { user } = await renderApp('/dealer/login', {
      api: (api) => api.on('POST', '/auth/dealer/login', { status: 500, body: {} }),
    })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
  })

  it('requires both fields before calling the server, in its own words and no browser bubble', async () => {
    const { user, api } = await renderApp('/dealer/login')
    await user.type(screen.getByLabelText(/Username/), 'berlin')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    // The form's check is asynchronous (the contract's schema): wait for its message.
    await waitFor(() =>
      expect(screen.getByLabelText(/Password/)).toHaveAccessibleErrorMessage(
        'This field is required.',
      ),
    )
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveFocus())
    expect(screen.getByRole('form', { name: 'Dealer Login' })).toHaveAttribute('novalidate')
    expect(screen.getByLabelText(/Password/)).toBeRequired()
    expect(screen.getByLabelText(/Username/)).toBeRequired()
    expect(api.calls.some((call) => call.path === '/auth/dealer/login')).toBe(false)
  })

  it('is translated', async () => {
    await renderApp('/dealer/login', { language: 'pl' })
    expect(await screen.findByRole('heading', { name: 'Logowanie dealera' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeVisible()
  })
})
