import { slicePage, type ApiContact } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
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

/** The server's page (docs/api.md, "Paged lists"): search, status, newest first. */
const pageOf = (contacts: ApiContact[], query: URLSearchParams) => {
  const search = (query.get('search') ?? '').toLowerCase()
  const limit = Number(query.get('limit') ?? 24)
  const page = Number(query.get('page') ?? 1)
  const found = contacts.filter(
    (c) =>
      (!search || `${c.name} ${c.email} ${c.subject}`.toLowerCase().includes(search)) &&
      (!query.get('status') || c.status === query.get('status')),
  )
  return slicePage(found, page, limit)
}

function serve(api: ApiDouble) {
  let contacts = structuredClone(CONTACTS)
  api.on('GET', '/admin/contacts', (call) => ({ body: pageOf(contacts, call.query) }))
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

  it('searches by name, e-mail or subject on the server', async () => {
    const { user, api } = await renderApp('/admin/contacts', { storage: asAdmin, api: serve })
    await screen.findByRole('article', { name: 'SOG-15 availability' })
    const search = screen.getByRole('searchbox', { name: 'Search messages' })
    const subjects = () =>
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

    await user.type(search, 'NOWAK')
    await waitFor(() => expect(subjects()).toEqual(['Dealer <b>application</b>']))
    await user.clear(search)
    await user.type(search, 'jan@example')
    await waitFor(() => expect(subjects()).toEqual(['SOG-15 availability']))
    await user.clear(search)
    await user.type(search, 'in stock')
    expect(await screen.findByText('No contact messages found matching your search.')).toBeVisible()
    const sent = api.calls.filter((c) => c.path === '/admin/contacts' && c.query.has('search'))
    expect(sent.at(-1)?.query.get('search')).toBe('in stock')
  })

  it('filters by status and keeps it in the URL', async () => {
    const { user, router } = await renderApp('/admin/contacts', { storage: asAdmin, api: serve })
    await screen.findByRole('article', { name: 'SOG-15 availability' })
    expect(screen.getByText('2 messages, 1 new')).toBeVisible()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'read')
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'SOG-15 availability' })).toBeNull(),
    )
    expect(router.state.location.search).toBe('?status=read')
    expect(screen.getByRole('article', { name: 'Dealer <b>application</b>' })).toBeVisible()
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
    await expectToast('Failed to delete contact message')
    expect(message('SOG-15 availability')).toBeVisible()
  })

  it('shows 5 skeleton rows while loading, then the empty inbox', async () => {
    // The page and the count of new messages both wait for the release.
    const waiting: (() => void)[] = []
    await renderApp('/admin/contacts', {
      storage: asAdmin,
      api: (api) =>
        api.on(
          'GET',
          '/admin/contacts',
          () =>
            new Promise((resolve) =>
              waiting.push(() => resolve({ body: { items: [], total: 0, page: 1, pages: 0 } })),
            ),
        ),
    })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(5)
    waiting.forEach((release) => release())
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
