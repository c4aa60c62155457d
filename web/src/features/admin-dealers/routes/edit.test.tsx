import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { asAdmin, DEALERS, dealersPage } from '@/testing/admin-dealers/dealers'

const field = (label: RegExp) => within(screen.getByRole('main')).getByLabelText(label)

function serve(api: ApiDouble) {
  api.on('GET', '/admin/dealers/1', { body: DEALERS[0] })
  api.on('GET', '/admin/dealers', (call) => ({ body: dealersPage(DEALERS, call.query) }))
  api.on('PUT', '/admin/dealers/1', (call) => ({
    body: { ...DEALERS[0], ...(call.body as object) },
  }))
}

describe('edit dealer', { timeout: 15_000 }, () => {
  it("opens with the dealer's values and saves them without credentials", async () => {
    const { user, api, router } = await renderApp('/admin/dealers/1/edit', {
      storage: asAdmin,
      api: serve,
    })
    expect(screen.getByRole('heading', { name: 'Edit Dealer' })).toBeVisible()
    expect(await screen.findByLabelText(/^Dealer Name/)).toHaveValue('Kaliber Poznań')
    expect(field(/^Country/)).toHaveValue('PL')
    expect(field(/^Specialties/)).toHaveValue('Rifles, Optics, Sport shooting, Reloading, Training')
    expect(field(/^Rating/)).toHaveValue('4.8')
    expect(field(/^Established/)).toHaveValue(1998)
    expect(screen.queryByLabelText(/^Username/)).toBeNull()
    expect(screen.queryByLabelText(/^Password/)).toBeNull()
    const active = screen.getByRole('checkbox', { name: 'Active dealer' })
    expect(active).toBeChecked()

    await user.click(active)
    await user.clear(field(/^City/))
    await user.paste('Gniezno')
    await user.click(screen.getByRole('button', { name: 'Update Dealer' }))

    await expectToast('Dealer updated successfully')
    const put = api.calls.find((c) => c.method === 'PUT')
    expect(put).toMatchObject({ path: '/admin/dealers/1', token: 'admin-token' })
    expect(put?.body).toEqual({
      name: 'Kaliber Poznań',
      email: 'sklep@kaliber.pl',
      phone: '+48 61 123 45 67',
      address: 'ul. Półwiejska 10',
      city: 'Gniezno',
      country: 'PL',
      website: 'kaliber.pl',
      hours: 'Mon-Fri 9-17',
      specialties: ['Rifles', 'Optics', 'Sport shooting', 'Reloading', 'Training'],
      rating: 4.8,
      established: 1998,
      latitude: 52.4052,
      longitude: 16.9313,
      isActive: false,
      version: DEALERS[0]!.version,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dealers'))
  })

  it('keeps the required fields, without the credentials', async () => {
    const { user, api } = await renderApp('/admin/dealers/1/edit', { storage: asAdmin, api: serve })
    await screen.findByLabelText(/^Dealer Name/)
    await user.clear(field(/^City/))
    await user.click(screen.getByRole('button', { name: 'Update Dealer' }))
    // The form's check is asynchronous (the contract's schema): wait for its message.
    await waitFor(() =>
      expect(field(/^City/)).toHaveAccessibleErrorMessage('This field is required.'),
    )
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false)
  })

  it('says "Failed to update dealer" when saving fails without a detail', async () => {
    const { user } = await renderApp('/admin/dealers/1/edit', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on('PUT', '/admin/dealers/1', { status: 500 })
      },
    })
    await screen.findByLabelText(/^Dealer Name/)
    await user.click(screen.getByRole('button', { name: 'Update Dealer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update dealer')
  })

  it('shows the load failure: server detail, else "Failed to load dealer"', async () => {
    await renderApp('/admin/dealers/99/edit', {
      storage: asAdmin,
      api: (api) => api.on('GET', '/admin/dealers/99', { status: 500 }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dealer')
  })

  it('shows the portal account: last sign-in, a paused sign-in to unlock, a new password', async () => {
    const paused = { ...DEALERS[0]!, locked: true, lastLoginAt: '2026-11-20T08:30:00.000Z' }
    const { user, api } = await renderApp('/admin/dealers/1/edit', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on('GET', '/admin/dealers/1', { body: paused })
        api.on('POST', '/admin/dealers/1/unlock', { body: { ...paused, locked: false } })
        api.on('PUT', '/admin/dealers/1/password', { body: { ...paused, locked: false } })
      },
    })
    const account = within(await screen.findByRole('region', { name: 'Portal account' }))
    expect(account.getByText('Paused after wrong passwords')).toBeVisible()
    expect(account.getByText(/2026/)).toBeVisible()

    await user.click(account.getByRole('button', { name: 'Unlock' }))
    await expectToast('Sign-ins unlocked')
    expect(await account.findByText('Allowed')).toBeVisible()
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/admin/dealers/1/unlock')).toBe(
      true,
    )

    await user.type(account.getByLabelText(/^New password/), 'short')
    await user.click(account.getByRole('button', { name: 'Set new password' }))
    expect(await account.findByText('Password must be at least 6 characters long.')).toBeVisible()
    expect(api.calls.some((c) => c.path === '/admin/dealers/1/password')).toBe(false)

    await user.clear(account.getByLabelText(/^New password/))
    await user.type(account.getByLabelText(/^New password/), 'long-enough-1')
    await user.click(account.getByRole('button', { name: 'Set new password' }))
    await expectToast("New password set; the dealer's open sessions were ended")
    expect(api.calls.find((c) => c.path === '/admin/dealers/1/password')?.body).toEqual({
      password: 'long-enough-1',
    })
  })

  it('meets a change saved by someone else: loads theirs, or overwrites it on purpose', async () => {
    const theirs = { ...DEALERS[0]!, city: 'Leszno', version: '2026-02-01T09:00:00.000Z' }
    const later = { ...DEALERS[0]!, city: 'Kalisz', version: '2026-02-01T09:30:00.000Z' }
    const { user, api } = await renderApp('/admin/dealers/1/edit', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on('PUT', '/admin/dealers/1', (call) => {
          const { version } = call.body as { version?: string }
          if (version === later.version) return { body: { ...later, ...(call.body as object) } }
          const current = version === theirs.version ? later : theirs
          return { status: 409, body: { detail: 'Someone else changed this record', current } }
        })
      },
    })
    await user.clear(await screen.findByLabelText(/^City/))
    await user.type(field(/^City/), 'Gniezno')
    await user.click(screen.getByRole('button', { name: 'Update Dealer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' })
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }))
    await waitFor(() => expect(field(/^City/)).toHaveValue('Leszno'))

    await user.clear(field(/^City/))
    await user.type(field(/^City/), 'Gniezno')
    await user.click(screen.getByRole('button', { name: 'Update Dealer' }))
    const again = await screen.findByRole('alertdialog', { name: 'Changed by someone else' })
    await user.click(within(again).getByRole('button', { name: 'Overwrite with mine' }))
    await expectToast('Dealer updated successfully')
    const puts = api.calls.filter((c) => c.method === 'PUT')
    expect(puts.map((c) => (c.body as { version?: string }).version)).toEqual([
      DEALERS[0]!.version,
      theirs.version,
      later.version,
    ])
    expect(puts.at(-1)?.body).toMatchObject({ city: 'Gniezno' })
  })
})
