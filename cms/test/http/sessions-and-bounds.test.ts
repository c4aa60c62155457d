import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiClient } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

/** Sessions end with a dealer's deactivation; stored numbers and links stay within bounds. */
let app: Launched | undefined
let adminToken = ''
const call = apiClient(() => app!.baseUrl)
const url = (path: string) => `${app!.baseUrl}${path}`

beforeAll(async () => {
  app = await launch()
  adminToken = (await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN }))
    .body.access_token
}, 600_000)
afterAll(() => stop(app))

/** Payload's REST API with a token, as the panel's scripts would call it. */
async function panel(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(url(path), {
    method,
    headers: {
      authorization: `JWT ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': `198.21.0.${Math.floor(Math.random() * 250)}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('deactivating a dealer', () => {
  it('ends its sessions: no token from before works again, refresh included', async () => {
    const dealer = SAMPLE_DEALERS[6]!
    const login = async () =>
      (
        await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
          body: { username: dealer.username, password: SAMPLE_DEALER_PASSWORD },
        })
      ).body
    const before = await login()
    const id = before.dealer.dealer_id
    const me = async (token: string) => (await panel('GET', '/cms/api/dealers/me', token)).body.user
    expect(await me(before.access_token)).toMatchObject({ id })
    expect(
      (await panel('POST', '/cms/api/dealers/refresh-token', before.access_token)).status,
    ).toBe(200)

    expect(
      (await panel('PATCH', `/cms/api/dealers/${id}`, adminToken, { isActive: false })).status,
    ).toBe(200)
    expect(await me(before.access_token)).toBeNull()
    const refresh = await panel('POST', '/cms/api/dealers/refresh-token', before.access_token)
    expect([401, 403]).toContain(refresh.status)
    const inventory = await call('GET', `/api/inventory/dealer/${id}`, {
      token: before.access_token,
    })
    expect(inventory.status).toBe(401)

    expect(
      (await panel('PATCH', `/cms/api/dealers/${id}`, adminToken, { isActive: true })).status,
    ).toBe(200)
    expect(await me(before.access_token)).toBeNull()
    expect(
      (await call('GET', `/api/inventory/dealer/${id}`, { token: before.access_token })).status,
    ).toBe(401)
    const after = await login()
    expect(await me(after.access_token)).toMatchObject({ id })
  })
})

describe('bounds of stored values', () => {
  it('refuses stock, prices and links out of bounds through Payload’s API too', async () => {
    const firearms = await panel('GET', '/cms/api/firearms?limit=1&depth=0', adminToken)
    const firearmId = (firearms.body.docs as { id: number }[])[0]!.id
    const rows = await panel('GET', '/cms/api/inventory?limit=1&depth=0', adminToken)
    const rowId = (rows.body.docs as { id: number }[])[0]!.id
    for (const data of [
      { stock: 1e300 },
      // eslint-disable-next-line no-loss-of-precision -- the imprecise number is the point
      { stock: 9007199254740993 },
      { price: 1e20 },
      { price: 5e-324 },
    ]) {
      const answer = await panel('PATCH', `/cms/api/inventory/${rowId}`, adminToken, data)
      expect(answer.status, JSON.stringify(data)).toBe(400)
    }
    expect(
      (await panel('PATCH', `/cms/api/firearms/${firearmId}`, adminToken, { priceEUR: 1e20 }))
        .status,
    ).toBe(400)
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const answer = await panel('POST', '/cms/api/globals/settings', adminToken, {
        websiteUrl: link,
      })
      expect(answer.status, link).toBe(400)
      const social = await panel('POST', '/cms/api/globals/settings', adminToken, {
        socialMedia: { facebook: link },
      })
      expect(social.status, link).toBe(400)
    }
    const settings = (await (await fetch(url('/api/settings'))).json()) as Record<string, unknown>
    expect(JSON.stringify(settings)).not.toContain('javascript:')
  })

  it('refuses stock out of bounds through /api', async () => {
    const dealer = SAMPLE_DEALERS[5]!
    const login = await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
      body: { username: dealer.username, password: SAMPLE_DEALER_PASSWORD },
    })
    const firearms = (await (await fetch(url('/api/firearms'))).json()) as { id: string }[]
    const answer = await call(
      'PUT',
      `/api/inventory/dealer/${login.body.dealer.dealer_id}/firearm/${firearms[0]!.id}`,
      { token: login.body.access_token, body: { stock: 1e300, price: 100, available: true } },
    )
    expect(answer.status).toBe(400)
  })
})
