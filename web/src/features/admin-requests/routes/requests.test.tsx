import { slicePage, type ApiVisitorRequest } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { sampleDealers } from '@/lib/api/sample-data'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession } from '@/testing/admin-session'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { chooseWhenEnabled, clickWhenEnabled } from '@/testing/when-enabled'

const [WARSAW, KRAKOW] = sampleDealers()
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10, 30)).toISOString()
const CARBINE = { id: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine' }

const request = (id: number, overrides: Partial<ApiVisitorRequest> = {}): ApiVisitorRequest => ({
  id,
  kind: 'price',
  status: 'new',
  firearm: CARBINE,
  dealer: { id: WARSAW!.id, name: WARSAW!.name },
  name: `Visitor ${id}`,
  email: `visitor-${id}@example.com`,
  phone: '',
  message: '',
  language: 'en',
  country: 'PL',
  createdAt: at(id),
  updatedAt: at(id),
  ...overrides,
})

const REQUESTS = [
  request(20),
  request(15, { dealer: null, status: 'answered', country: 'DE' }),
  request(10, { firearm: { id: 'sog-p9', name: 'SOG-P9' }, status: 'closed' }),
]

/** The server's list with its filters (docs/api.md, "Requests") and its changes. */
function serve(api: ApiDouble) {
  const requests = structuredClone(REQUESTS)
  api.on('GET', '/admin/requests', (call) => {
    const q = call.query
    const found = requests.filter(
      (r) =>
        (!q.get('status') || r.status === q.get('status')) &&
        (!q.get('country') || r.country === q.get('country')) &&
        (!q.get('firearm') || r.firearm.id === q.get('firearm')) &&
        (!q.get('dealer') ||
          (q.get('dealer') === 'company'
            ? r.dealer === null
            : r.dealer?.id === Number(q.get('dealer')))),
    )
    return { body: slicePage(found, Number(q.get('page') ?? 1), Number(q.get('limit'))) }
  })
  api.on('PATCH', /^\/admin\/requests\/(\d+)$/, (call, [id]) => {
    const found = requests.find((r) => r.id === Number(id))!
    const body = call.body as { status?: ApiVisitorRequest['status']; dealerId?: number | null }
    if (body.dealerId !== undefined) {
      const dealer = sampleDealers().find((d) => d.id === body.dealerId)
      found.dealer = dealer ? { id: dealer.id, name: dealer.name } : null
      found.status = body.status ?? 'new'
    } else if (body.status) found.status = body.status
    return { body: found }
  })
}

const open = (path = '/admin/requests') =>
  renderApp(path, { storage: { [STORAGE_KEYS.adminSession]: adminSession }, api: serve })

const item = (name: string) => screen.getByRole('article', { name: new RegExp(name) })
const byVisitor = (visitor: string) =>
  screen.getAllByRole('article').find((article) => article.textContent?.includes(visitor))!
const visitor20Control = (role: 'button' | 'combobox', name: string) => () =>
  within(byVisitor('Visitor 20')).getByRole(role, { name })

describe('the administrators’ requests', { timeout: 30_000 }, () => {
  it('lists every request with its recipient, and filters by status, recipient, country and firearm in the address', async () => {
    const { user, router } = await open()
    expect(await screen.findByText('3 requests')).toBeVisible()
    expect(within(byVisitor('Visitor 20')).getByText(WARSAW!.name, { selector: 'p' })).toBeVisible()
    expect(
      within(byVisitor('Visitor 15')).getByText('The company', { selector: 'p' }),
    ).toBeVisible()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Recipient' }), 'The company')
    expect(await screen.findByText('1 request')).toBeVisible()
    expect(router.state.location.search).toBe('?dealer=company')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Recipient' }), 'All recipients')
    await user.selectOptions(screen.getByRole('combobox', { name: "Visitor's country" }), 'Germany')
    await waitFor(() => expect(router.state.location.search).toBe('?country=DE'))
    expect(await screen.findByText('1 request')).toBeVisible()
    await user.selectOptions(
      screen.getByRole('combobox', { name: "Visitor's country" }),
      'All countries',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed')
    expect(await screen.findByText('1 request')).toBeVisible()
    expect(item('SOG-P9')).toBeVisible()
  })

  it('shows only one firearm’s requests from a link, and all again', async () => {
    const { user, router } = await open(`/admin/requests?firearm=${CARBINE.id}`)
    expect(await screen.findByText('2 requests')).toBeVisible()
    expect(screen.getByText('Firearm: SOG-15 Carbine')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show every firearm' }))
    expect(await screen.findByText('3 requests')).toBeVisible()
    expect(router.state.location.search).toBe('')
    await user.click(
      within(item('SOG-P9')).getByRole('button', { name: 'Only requests about this firearm' }),
    )
    expect(await screen.findByText('1 request')).toBeVisible()
    expect(router.state.location.search).toBe('?firearm=sog-p9')
  })

  it('changes a status, and sends a request to another dealer or to the company', async () => {
    const { user, api } = await open()
    await screen.findByText('3 requests')
    await chooseWhenEnabled(
      user,
      visitor20Control('combobox', 'Status of this request'),
      'Answered',
    )
    await expectToast('Request updated')
    await chooseWhenEnabled(user, visitor20Control('combobox', 'Send to'), KRAKOW!.name)
    await clickWhenEnabled(user, visitor20Control('button', 'Send'))
    await expectToast(`Request sent to ${KRAKOW!.name}`)
    await waitFor(() =>
      expect(
        within(byVisitor('Visitor 20')).getByText(KRAKOW!.name, { selector: 'p' }),
      ).toBeVisible(),
    )
    await chooseWhenEnabled(user, visitor20Control('combobox', 'Send to'), 'The company')
    await clickWhenEnabled(user, visitor20Control('button', 'Send'))
    await expectToast('Request sent to The company')
    expect(
      api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/admin/requests/20', { status: 'answered' }],
      ['/admin/requests/20', { dealerId: KRAKOW!.id }],
      ['/admin/requests/20', { dealerId: null }],
    ])
  })

  it('is reached from the dashboard’s navigation', async () => {
    const { user, router } = await renderApp('/admin/dashboard', {
      storage: { [STORAGE_KEYS.adminSession]: adminSession },
      api: serve,
    })
    const nav = await screen.findByRole('navigation', { name: 'Administration' })
    await user.click(within(nav).getByRole('link', { name: 'Requests' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Price and Availability Requests' }),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/admin/requests')
  })
})
