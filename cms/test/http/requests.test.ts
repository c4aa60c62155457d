import type {
  ApiDealerLogin,
  ApiOfferedFirearm,
  ApiRequestInsight,
  ApiSettings,
  ApiStockist,
  ApiVisitorRequestPage,
} from '@sog/contract'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS, SAMPLE_FIREARMS } from '@sog/samples'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiCall, type ApiResult } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'
import { addresses, startMailServer, type MailServer } from '../helpers/mail-server'

/**
 * Price and availability requests through the launched product (docs/api.md, "Requests"):
 * a visitor's request reaches its dealer's inbox at a real SMTP server and the dealer's portal,
 * the visitor gets a confirmation in their language, the dealer answers it and the administrator
 * sees that and passes it on; nobody reads what is not theirs; the form's door counts and its
 * hidden field drops robots' requests; the dashboard counts what is stored.
 */
let app: Launched | undefined
let mail: MailServer | undefined
let admin: string
let dealerA: ApiDealerLogin
let dealerB: ApiDealerLogin
const NOTIFY_TO = 'inbox@example.com'

let clients = 0
const freshClient = () => `198.21.${Math.floor(++clients / 250) % 250}.${clients % 250}`

async function call<T = { detail: string }>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  return apiCall<T>(app!.baseUrl, method, path, options)
}

/** A visitor's request from a client address of its own (or the one given). */
async function send(body: unknown, client = freshClient()): Promise<ApiResult<{ detail: string }>> {
  const response = await fetch(`${app!.baseUrl}/api/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { detail: string } }
}

const signIn = async (username: string) =>
  (
    await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
      body: { username, password: SAMPLE_DEALER_PASSWORD },
    })
  ).body

beforeAll(async () => {
  mail = await startMailServer()
  app = await launch({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      SMTP_FROM: 'shop@example.com',
      CONTACT_NOTIFY_TO: NOTIFY_TO,
    },
  })
  admin = (
    await call<{ access_token: string }>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })
  ).body.access_token
  dealerA = await signIn(SAMPLE_DEALERS[0]!.username)
  dealerB = await signIn(SAMPLE_DEALERS[1]!.username)
}, 600_000)
afterAll(async () => {
  await stop(app)
  await mail?.close()
})

const firearm = SAMPLE_FIREARMS[0]!
let serial = 0
const visitor = (dealerId: number | null, overrides: Record<string, unknown> = {}) => ({
  firearmId: firearm.id,
  dealerId,
  kind: 'availability',
  name: `Jan Visitor ${++serial}`,
  email: `visitor-${serial}@example.com`,
  phone: '+48 600 000 000',
  message: 'Is it in stock this week?',
  language: 'en',
  country: 'PL',
  ...overrides,
})

/** Makes `dealer` list the firearm where to buy it: available and in stock. */
const offer = (dealer: ApiDealerLogin, firearmId = firearm.id) =>
  call('PUT', `/api/inventory/dealer/${dealer.dealer.dealer_id}/firearm/${firearmId}`, {
    token: dealer.access_token,
    body: { stock: 4, price: 1999, available: true },
  })

const dealerList = async (dealer: ApiDealerLogin, query = '') =>
  (
    await call<ApiVisitorRequestPage>('GET', `/api/dealer/requests${query}`, {
      token: dealer.access_token,
    })
  ).body
const adminList = async (query = '') =>
  (await call<ApiVisitorRequestPage>('GET', `/api/admin/requests${query}`, { token: admin })).body

const dealerEmail = async (dealer: ApiDealerLogin) =>
  (await call<{ email: string }>('GET', `/api/dealers/${dealer.dealer.dealer_id}`)).body.email

describe('a request from the product page to a dealer', () => {
  it('reaches the dealer by mail and in the portal; the visitor is told in their language; the dealer answers; the admin sees it and passes it on', async () => {
    expect((await offer(dealerA)).status).toBe(200)
    // The product page lists the dealer where to buy the firearm, and the dealer card its firearms.
    const stockists = (await call<ApiStockist[]>('GET', `/api/firearms/${firearm.id}/dealers`)).body
    expect(stockists.map((s) => s.dealer.id)).toContain(dealerA.dealer.dealer_id)
    const offered = (
      await call<ApiOfferedFirearm[]>('GET', `/api/dealers/${dealerA.dealer.dealer_id}/firearms`)
    ).body
    expect(offered).toContainEqual({ id: firearm.id, name: firearm.name })

    const sent = visitor(dealerA.dealer.dealer_id, {
      language: 'de',
      country: 'DE',
      message: 'Haben Sie es vorrätig?\nDanke',
    })
    expect(await send(sent)).toEqual({ status: 201, body: { detail: 'Request received' } })

    const to = await dealerEmail(dealerA)
    const notice = await mail!.received(
      (m) => addresses(m.to).includes(to) && String(m.text).includes(sent.name),
    )
    // In the dealer's country's language (a dealer in Poland), replies going to the visitor.
    expect(notice.subject).toBe(`Zapytanie o dostępność: ${firearm.name}`)
    expect(addresses(notice.replyTo)).toEqual([sent.email])
    expect(addresses(notice.from)).toEqual(['shop@example.com'])
    expect(notice.text).toContain(firearm.name)
    expect(notice.text).toContain('Haben Sie es vorrätig?\nDanke')
    expect(notice.text).toContain('/dealer/requests')

    const confirmation = await mail!.received((m) => addresses(m.to).includes(sent.email))
    expect(confirmation.subject).toBe(`Wir haben Ihre Anfrage zu ${firearm.name} erhalten`)
    expect(addresses(confirmation.replyTo)).toEqual([to])
    expect(confirmation.text).toContain(dealerA.dealer.name)
    expect(confirmation.text).toContain('24 Monate')
    expect(confirmation.text).toContain('/privacy')

    const inbox = await dealerList(dealerA, '?status=new')
    const request = inbox.items.find((item) => item.name === sent.name)!
    expect(request).toMatchObject({
      kind: 'availability',
      status: 'new',
      firearm: { id: firearm.id, name: firearm.name },
      dealer: { id: dealerA.dealer.dealer_id, name: dealerA.dealer.name },
      email: sent.email,
      phone: sent.phone,
      message: sent.message,
      language: 'de',
      country: 'DE',
    })
    // Another dealer does not see it, and cannot change it.
    expect((await dealerList(dealerB)).items.map((item) => item.id)).not.toContain(request.id)
    const foreign = await call('PATCH', `/api/dealer/requests/${request.id}`, {
      token: dealerB.access_token,
      body: { status: 'closed' },
    })
    expect(foreign).toEqual({ status: 404, body: { detail: 'Request not found' } })

    const answered = await call('PATCH', `/api/dealer/requests/${request.id}`, {
      token: dealerA.access_token,
      body: { status: 'answered' },
    })
    expect(answered.status).toBe(200)
    expect(answered.body).toMatchObject({ id: request.id, status: 'answered' })
    expect((await dealerList(dealerA, '?status=new')).items.map((i) => i.id)).not.toContain(
      request.id,
    )

    const seen = await adminList(`?status=answered&dealer=${dealerA.dealer.dealer_id}&country=DE`)
    expect(seen.items.find((item) => item.id === request.id)).toMatchObject({
      status: 'answered',
      dealer: { id: dealerA.dealer.dealer_id },
    })

    // Passed on to another dealer: new for it, mailed to it, gone from the first one's portal.
    const passed = await call('PATCH', `/api/admin/requests/${request.id}`, {
      token: admin,
      body: { dealerId: dealerB.dealer.dealer_id },
    })
    expect(passed.body).toMatchObject({
      status: 'new',
      dealer: { id: dealerB.dealer.dealer_id, name: dealerB.dealer.name },
    })
    const toB = await dealerEmail(dealerB)
    const passedOn = await mail!.received(
      (m) => addresses(m.to).includes(toB) && String(m.text).includes(sent.name),
    )
    expect(passedOn.text).toContain('Administrator przekazał to zapytanie do Państwa.')
    expect((await dealerList(dealerB)).items.map((item) => item.id)).toContain(request.id)
    expect((await dealerList(dealerA)).items.map((item) => item.id)).not.toContain(request.id)

    // And to the company.
    const toCompany = await call('PATCH', `/api/admin/requests/${request.id}`, {
      token: admin,
      body: { dealerId: null, status: 'closed' },
    })
    expect(toCompany.body).toMatchObject({ dealer: null, status: 'closed' })
    expect((await adminList('?dealer=company&status=closed')).items.map((i) => i.id)).toContain(
      request.id,
    )
  })

  it('sends a request to the company to its contact address', async () => {
    const sent = visitor(null, { kind: 'price', language: 'pl' })
    expect((await send(sent)).status).toBe(201)
    const settings = (await call<ApiSettings>('GET', '/api/settings')).body
    const notice = await mail!.received(
      (m) => addresses(m.to).includes(settings.contactEmail!) && String(m.text).includes(sent.name),
    )
    expect(addresses(notice.replyTo)).toEqual([sent.email])
    expect(notice.text).toContain('/admin/requests')
    const confirmation = await mail!.received((m) => addresses(m.to).includes(sent.email))
    expect(confirmation.subject).toBe(`Otrzymaliśmy Twoje zapytanie: ${firearm.name}`)
    expect((await adminList('?dealer=company')).items.map((i) => i.name)).toContain(sent.name)
  })
})

describe('what the form refuses', () => {
  it('refuses a dealer that does not list the firearm where to buy it, and an unknown firearm', async () => {
    await call('PUT', `/api/inventory/dealer/${dealerB.dealer.dealer_id}/firearm/${firearm.id}`, {
      token: dealerB.access_token,
      body: { stock: 0, price: 1999, available: true },
    })
    const noStock = await send(visitor(dealerB.dealer.dealer_id))
    expect(noStock.status).toBe(400)
    expect(noStock.body).toMatchObject({
      errors: [{ field: 'dealerId', code: 'invalid' }],
    })
    const unknown = await send(visitor(null, { firearmId: 'sog-no-such-firearm' }))
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ errors: [{ field: 'firearmId' }] })
    expect((await send(visitor(null, { email: 'not-an-address' }))).status).toBe(400)
  })

  it('drops a request whose hidden field is filled, answering as if it were taken', async () => {
    const robot = visitor(null, { website: 'http://spam.example' })
    expect(await send(robot)).toEqual({ status: 201, body: { detail: 'Request received' } })
    const person = visitor(null)
    expect((await send(person)).status).toBe(201)
    // The person's confirmation arrives; by then the robot's would have too.
    await mail!.received((m) => addresses(m.to).includes(person.email))
    await expect(
      mail!.received((m) => addresses(m.to).includes(robot.email), 1_000),
    ).rejects.toThrow(/no such mail/)
    const names = (await adminList('?limit=100')).items.map((item) => item.name)
    expect(names).toContain(person.name)
    expect(names).not.toContain(robot.name)
  })

  it('takes 10 requests from one client in 10 minutes, then 429 with Retry-After', async () => {
    const client = freshClient()
    for (let i = 0; i < 10; i++)
      expect((await send(visitor(null, { website: 'x' }), client)).status).toBe(201)
    const response = await fetch(`${app!.baseUrl}/api/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(visitor(null)),
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await send(visitor(null, { website: 'x' }))).status).toBe(201)
  })
})

describe('who may read requests', () => {
  it('refuses anonymous callers every list and change, and dealers the administrators’ routes', async () => {
    for (const [method, path] of [
      ['GET', '/api/dealer/requests'],
      ['PATCH', '/api/dealer/requests/1'],
      ['GET', '/api/admin/requests'],
      ['PATCH', '/api/admin/requests/1'],
      ['GET', '/api/admin/dashboard/requests'],
    ] as const) {
      const body = method === 'PATCH' ? { status: 'closed' } : undefined
      expect((await call(method, path, { body })).status, path).toBe(401)
      if (path.startsWith('/api/admin'))
        expect((await call(method, path, { body, token: dealerA.access_token })).status).toBe(403)
    }
    // Payload's own REST API gives the public nothing either.
    const rest = await fetch(`${app!.baseUrl}/cms/api/requests`)
    expect(rest.status).toBe(403)
    const create = await fetch(`${app!.baseUrl}/cms/api/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...visitor(null), firearm: firearm.id, firearmName: 'x' }),
    })
    expect(create.status).toBe(403)
  })
})

describe('the dashboard and the retention setting', () => {
  it('counts per firearm and country what the stored requests say', async () => {
    const all = await adminList('?limit=100')
    const insight = (
      await call<ApiRequestInsight>('GET', '/api/admin/dashboard/requests?days=30', {
        token: admin,
      })
    ).body
    // Every request here was sent just now: the window holds them all.
    expect(insight.totals.total).toBe(all.total)
    for (const status of ['new', 'answered', 'closed'] as const)
      expect(insight.totals[status], status).toBe(
        all.items.filter((item) => item.status === status).length,
      )
    const ofFirearm = insight.byFirearm.find((entry) => entry.firearmId === firearm.id)
    expect(ofFirearm?.total).toBe(all.items.filter((i) => i.firearm.id === firearm.id).length)
    const poland = insight.byCountry.find((entry) => entry.country === 'PL')
    expect(poland?.total).toBe(all.items.filter((i) => i.country === 'PL').length)
    expect(
      (await call('GET', '/api/admin/dashboard/requests?days=7', { token: admin })).status,
    ).toBe(400)
  })

  it('keeps the retention period in the company settings, 24 months until changed', async () => {
    const settings = (await call<ApiSettings>('GET', '/api/settings')).body
    expect(settings.requestRetentionMonths).toBe(24)
    const { version: _version, companyLogo: _logo, ...body } = settings
    const saved = await call<ApiSettings>('PUT', '/api/admin/settings', {
      token: admin,
      body: { ...body, requestRetentionMonths: 12 },
    })
    expect(saved.body.requestRetentionMonths).toBe(12)
    expect((await call<ApiSettings>('GET', '/api/settings')).body.requestRetentionMonths).toBe(12)
    const refused = await call('PUT', '/api/admin/settings', {
      token: admin,
      body: { ...body, requestRetentionMonths: 0 },
    })
    expect(refused.status).toBe(400)
    await call('PUT', '/api/admin/settings', { token: admin, body })
  })
})
