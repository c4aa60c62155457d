import type { ApiContact } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage'
import { adminSession } from '@/testing/admin-session'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'

const asAdmin = { [STORAGE_KEYS.adminSession]: adminSession }

// Built from local time, so the expected text holds in every time zone.
const CONTACTS: ApiContact[] = [
  {
    id: 3,
    name: 'Jan Kowalski',
    email: 'jan@example.pl',
    subject: 'SOG-15 availability',
    message: 'Hello,\nis the carbine in stock?\n\nRegards, Jan',
    createdAt: new Date(2026, 2, 5, 14, 7).toISOString(),
    status: 'new',
  },
  {
    id: 2,
    name: 'Anna Nowak',
    email: 'anna@example.com',
    subject: 'Dealer <b>application</b>',
    message: '<script>alert(1)</script><img src=x onerror=alert(1)>',
    createdAt: new Date(2025, 11, 24, 9, 30).toISOString(),
    status: 'read',
  },
]

function serve(api: ApiDouble) {
  let contacts = structuredClone(CONTACTS)
  api.on('GET', '/admin/contacts', () => ({ body: contacts }))
  api.on('DELETE', /^\/admin\/contacts\/(\d+)$/, (_call, [id]) => {
    contacts = contacts.filter((c) => c.id !== Number(id))
    return { body: { detail: 'Contact message deleted' } }
  })
  api.on('PATCH', /^\/admin\/contacts\/(\d+)$/, (call, [id]) => {
    const contact = contacts.find((c) => c.id === Number(id))!
    Object.assign(contact, call.body)
    return { body: contact }
  })
}

const message = (subject: string) => screen.getByRole('article', { name: subject })

describe('admin contact inbox', { timeout: 15_000 }, () => {
  it('shows each message with e-mail link, en-US date, subject and line breaks', async () => {
    await renderApp('/admin/contacts', { storage: asAdmin, api: serve, language: 'pl' })
    const jan = await screen.findByRole('article', { name: 'SOG-15 availability' })
    expect(within(jan).getByText('Jan Kowalski')).toBeVisible()
    expect(within(jan).getByRole('link', { name: 'jan@example.pl' })).toHaveAttribute(
      'href',
      'mailto:jan@example.pl',
    )
    // en-US even in Polish, as the spec says.
    expect(within(jan).getByText('Mar 5, 2026, 2:07 PM')).toBeVisible()
    const text = within(jan).getByTestId('contact-message')
    expect(text.textContent).toBe('Hello,\nis the carbine in stock?\n\nRegards, Jan')
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap')
    expect(within(jan).getByText('Nowa')).toBeVisible()
    expect(
      within(message('Dealer <b>application</b>')).getByText('Dec 24, 2025, 9:30 AM'),
    ).toBeVisible()
  })

  it('shows stored HTML as text', async () => {
    const { container } = await renderApp('/admin/contacts', { storage: asAdmin, api: serve })
    const anna = await screen.findByRole('article', { name: 'Dealer <b>application</b>' })
    expect(within(anna).getByTestId('contact-message')).toHaveTextContent(
      '<script>alert(1)</script><img src=x onerror=alert(1)>',
    )
    expect(container.querySelector('article script, article img, article b')).toBeNull()
  })

  it('searches by name, e-mail or subject', async () => {
    const { user } = await renderApp('/admin/contacts', { storage: asAdmin, api: serve })
    await screen.findByRole('article', { name: 'SOG-15 availability' })
    const search = screen.getByRole('searchbox', { name: 'Search messages' })
    const subjects = () =>
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

    await user.type(search, 'NOWAK')
    expect(subjects()).toEqual(['Dealer <b>application</b>'])
    await user.clear(search)
    await user.type(search, 'jan@example')
    expect(subjects()).toEqual(['SOG-15 availability'])
    await user.clear(search)
    await user.type(search, 'application')
    expect(subjects()).toEqual(['Dealer <b>application</b>'])
    await user.clear(search)
    await user.type(search, 'in stock')
    expect(screen.getByText('No contact messages found matching your search.')).toBeVisible()
  })

  it('marks a new message as read on the server', async () => {
    const { user, api } = await renderApp('/admin/contacts', { storage: asAdmin, api: serve })
    const jan = await screen.findByRole('article', { name: 'SOG-15 availability' })
    expect(
      within(message('Dealer <b>application</b>')).queryByRole('button', { name: 'Mark as read' }),
    ).toBeNull()
    await user.click(within(jan).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(within(jan).queryByText('New')).toBeNull())
    expect(within(jan).queryByRole('button', { name: 'Mark as read' })).toBeNull()
    expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/admin/contacts/3',
      body: { status: 'read' },
      token: 'admin-token',
    })
  })

  it('deletes after confirmation and reloads; cancel sends nothing', async () => {
    const { user, api } = await renderApp('/admin/contacts', { storage: asAdmin, api: serve })
    const remove = async () =>
      user.click(
        await screen.findByRole('button', { name: 'Delete message "SOG-15 availability"' }),
      )

    await remove()
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this contact message?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)

    await remove()
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await expectToast('Contact message deleted successfully')
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/admin/contacts/3',
    ])
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'SOG-15 availability' })).toBeNull(),
    )
  })

  it('says "Failed to delete contact message" when the server refuses', async () => {
    const { user } = await renderApp('/admin/contacts', {
      storage: asAdmin,
      api: (api) => {
        serve(api)
        api.on('DELETE', /^\/admin\/contacts\/\d+$/, { status: 500 })
      },
    })
    await user.click(
      await screen.findByRole('button', { name: 'Delete message "SOG-15 availability"' }),
    )
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('Failed to delete contact message')).toBeVisible()
    expect(message('SOG-15 availability')).toBeVisible()
  })

  it('shows 5 skeleton rows while loading, then the empty inbox', async () => {
    let answer: () => void = () => undefined
    await renderApp('/admin/contacts', {
      storage: asAdmin,
      api: (api) =>
        api.on(
          'GET',
          '/admin/contacts',
          () => new Promise((resolve) => (answer = () => resolve({ body: [] }))),
        ),
    })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(5)
    answer()
    expect(await screen.findByText('No contact messages found.')).toBeVisible()
  })

  it('says "Failed to load contacts" when the inbox cannot be read', async () => {
    await renderApp('/admin/contacts', {
      storage: asAdmin,
      api: (api) => api.on('GET', '/admin/contacts', { status: 500 }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load contacts')
  })
})
