import { slicePage, type ApiVisitorRequest } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import type { ApiDouble } from '@/testing/api-double'
import { DEALER_ID, dealerSession } from '@/testing/dealer-session'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { clickWhenEnabled } from '@/testing/when-enabled'

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10, 30)).toISOString()

const REQUESTS: ApiVisitorRequest[] = [
  {
    id: 12,
    kind: 'availability',
    status: 'new',
    firearm: { id: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine' },
    dealer: { id: DEALER_ID, name: 'Waffen Berlin' },
    name: 'Anna Nowak',
    email: 'anna@example.com',
    phone: '+48 600 000 000',
    message: 'Is it in stock?\nI could come on Friday.',
    language: 'pl',
    country: 'PL',
    createdAt: at(20),
    updatedAt: at(20),
  },
  {
    id: 9,
    kind: 'price',
    status: 'closed',
    firearm: { id: null, name: 'SOG Old Model' },
    dealer: { id: DEALER_ID, name: 'Waffen Berlin' },
    name: 'Hans Meier',
    email: 'hans@example.de',
    phone: '',
    message: '',
    language: 'de',
    country: 'DE',
    createdAt: at(2),
    updatedAt: at(3),
  },
]

/** The dealer's own requests as the server pages and filters them. */
function serve(api: ApiDouble) {
  const requests = structuredClone(REQUESTS)
  api.on('GET', '/dealer/requests', (call) => {
    const status = call.query.get('status')
    const found = requests.filter((request) => !status || request.status === status)
    return {
      body: slicePage(found, Number(call.query.get('page') ?? 1), Number(call.query.get('limit'))),
    }
  })
  api.on('PATCH', /^\/dealer\/requests\/(\d+)$/, (call, [id]) => {
    const request = requests.find((item) => item.id === Number(id))!
    Object.assign(request, call.body)
    return { body: request }
  })
}

const open = (path = '/dealer/requests') =>
  renderApp(path, { storage: { [STORAGE_KEYS.dealerSession]: dealerSession }, api: serve })

const card = (firearm: string) => screen.getByRole('article', { name: new RegExp(firearm) })

describe('the dealer’s requests', { timeout: 30_000 }, () => {
  it('lists the requests sent to the dealer, each with the visitor’s details and a reply by e-mail', async () => {
    await open()
    expect(await screen.findByText('2 requests')).toBeVisible()
    const anna = card('SOG-15 Carbine')
    expect(within(anna).getByRole('link', { name: 'SOG-15 Carbine' })).toHaveAttribute(
      'href',
      '/product/sog-1700000000001-cb16a',
    )
    expect(within(anna).getByText('New')).toBeVisible()
    expect(within(anna).getByText('Availability')).toBeVisible()
    expect(within(anna).getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    )
    expect(within(anna).getByText('Polski')).toBeVisible()
    expect(within(anna).getByTestId('request-message').textContent).toBe(
      'Is it in stock?\nI could come on Friday.',
    )
    const reply = new URL(
      within(anna).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')!,
    )
    expect(reply.protocol).toBe('mailto:')
    expect(decodeURIComponent(reply.pathname)).toBe('anna@example.com')
    expect(reply.searchParams.get('subject')).toBe('Re: your request about SOG-15 Carbine')
    expect(reply.searchParams.get('body')).toBe('Hello Anna Nowak,\n\n')
    // A deleted firearm keeps its name, without a link.
    expect(within(card('SOG Old Model')).getByText('SOG Old Model (deleted)')).toBeVisible()
    expect(within(card('SOG Old Model')).getByText('Closed')).toBeVisible()
    // The portal's two screens.
    const nav = screen.getByRole('navigation', { name: 'Dealer portal' })
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Stock' })).toHaveAttribute(
      'href',
      '/dealer/dashboard',
    )
  })

  it('filters by status in the address', async () => {
    const { user, router, api } = await open()
    await screen.findByText('2 requests')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed')
    expect(await screen.findByText('1 request')).toBeVisible()
    expect(router.state.location.search).toBe('?status=closed')
    expect(screen.queryByRole('article', { name: /SOG-15 Carbine/ })).toBeNull()
    expect(api.calls.at(-1)?.query.get('status')).toBe('closed')
  })

  it('marks a request answered, closes it and reopens it', async () => {
    const { user, api } = await open()
    await screen.findByText('2 requests')
    await user.click(within(card('SOG-15 Carbine')).getByRole('button', { name: 'Mark answered' }))
    await expectToast('Request updated')
    await waitFor(() => expect(within(card('SOG-15 Carbine')).getByText('Answered')).toBeVisible())
    await clickWhenEnabled(user, () =>
      within(card('SOG-15 Carbine')).getByRole('button', { name: 'Close request' }),
    )
    await clickWhenEnabled(user, () =>
      within(card('SOG-15 Carbine')).getByRole('button', { name: 'Reopen' }),
    )
    await waitFor(() => expect(within(card('SOG-15 Carbine')).getByText('New')).toBeVisible())
    expect(
      api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/dealer/requests/12', { status: 'answered' }],
      ['/dealer/requests/12', { status: 'closed' }],
      ['/dealer/requests/12', { status: 'new' }],
    ])
  })

  it('is written in the dealer’s language', async () => {
    await renderApp('/dealer/requests', {
      storage: { [STORAGE_KEYS.dealerSession]: dealerSession },
      api: serve,
      language: 'de',
    })
    expect(await screen.findByText('2 Anfragen')).toBeVisible()
    expect(within(card('SOG-15 Carbine')).getByText('Neu')).toBeVisible()
    expect(
      within(card('SOG-15 Carbine')).getByRole('button', { name: 'Als beantwortet markieren' }),
    ).toBeVisible()
  })
})
