import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'
import type { ApiInventoryRow } from '@sog/contract'
import { INACTIVE_DEALER } from '@/collections/Dealers'
import { SAMPLE_FIREARMS } from '@sog/samples'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiClient } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

let app: Launched | undefined
let adminToken: string
let dealerA: ApiDealerLogin
let dealerB: ApiDealerLogin

const call = apiClient(() => app!.baseUrl)

const dealerLogin = (username: string, password = SAMPLE_DEALER_PASSWORD) =>
  call<ApiDealerLogin>('POST', '/api/auth/dealer/login', { body: { username, password } })

beforeAll(async () => {
  app = await launch()
  const admin = await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })
  adminToken = admin.body.access_token
  dealerA = (await dealerLogin(SAMPLE_DEALERS[0]!.username)).body
  dealerB = (await dealerLogin(SAMPLE_DEALERS[1]!.username)).body
}, 600_000)
afterAll(() => stop(app))

describe('logins', () => {
  it('answers the spec’s shapes', async () => {
    const admin = await call<ApiAdminLogin>('POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
    expect(admin.status).toBe(200)
    expect(admin.body).toMatchObject({
      admin: { username: DEFAULT_ADMIN.username, email: DEFAULT_ADMIN.email, role: 'admin' },
      token_type: 'bearer',
    })
    expect(typeof admin.body.admin.admin_id).toBe('number')
    expect(dealerA).toMatchObject({
      dealer: {
        name: SAMPLE_DEALERS[0]!.name,
        username: SAMPLE_DEALERS[0]!.username,
        country: 'PL',
        city: 'Warszawa',
      },
      token_type: 'bearer',
    })
    expect(dealerA.access_token).toBeTruthy()
  })

  it('refuses wrong or missing credentials with a detail', async () => {
    const wrong = await call('POST', '/api/auth/dealer/login', {
      body: { username: SAMPLE_DEALERS[2]!.username, password: 'nope-nope' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.detail).toBe('Invalid username or password')
    expect(await call('POST', '/api/auth/admin/login', { body: { username: 'admin' } })).toEqual({
      status: 400,
      body: {
        detail: 'password is required',
        errors: [{ field: 'password', code: 'required', message: 'password is required' }],
      },
    })
  })

  it('keeps content editors out of the administration API', async () => {
    const editor = {
      username: 'editor-http',
      email: 'editor-http@example.com',
      password: 'editor-pass',
      role: 'editor',
    }
    const created = await fetch(`${app!.baseUrl}/cms/api/admins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    })
    expect(created.status).toBe(201)
    const login = await call('POST', '/api/auth/admin/login', {
      body: { username: editor.username, password: editor.password },
    })
    expect(login.status).toBe(403)
  })
})

describe('inventory', () => {
  const firearmId = SAMPLE_FIREARMS[1]!.id
  it('lets a dealer and an admin read the dealer’s rows, nobody else', async () => {
    const own = await call<ApiInventoryRow[]>('GET', pathOf(dealerA), {
      token: dealerA.access_token,
    })
    expect(own.status).toBe(200)
    expect(own.body.length).toBeGreaterThan(0)
    expect(Object.keys(own.body[0]!).sort()).toEqual([
      'available',
      'firearmId',
      'price',
      'stock',
      'version',
    ])
    expect((await call('GET', pathOf(dealerA), { token: adminToken })).status).toBe(200)
    expect((await call('GET', pathOf(dealerA), { token: dealerB.access_token })).status).toBe(403)
    expect((await call('GET', pathOf(dealerA))).status).toBe(401)
    expect((await call('GET', pathOf(dealerA), { token: 'forged.token.value' })).status).toBe(401)
    expect((await call('GET', '/api/inventory/dealer/999999', { token: adminToken })).status).toBe(
      404,
    )
  })

  it('saves a dealer’s stock, price and availability and refuses bad values without a change', async () => {
    const put = (token: string, body: unknown, dealer = dealerA) =>
      call<ApiInventoryRow>('PUT', `${pathOf(dealer)}/firearm/${firearmId}`, { token, body })
    const saved = await put(dealerA.access_token, { stock: 7, price: 1999.99, available: true })
    expect(saved).toEqual({
      status: 200,
      body: { firearmId, stock: 7, price: 1999.99, available: true, version: expect.any(String) },
    })

    expect(await put(dealerA.access_token, { stock: 1.5, price: 1, available: true })).toEqual({
      status: 400,
      body: {
        detail: 'stock must be a whole number',
        errors: [{ field: 'stock', code: 'type', message: 'stock must be a whole number' }],
      },
    })
    expect(
      (await put(dealerA.access_token, { stock: 1, price: 1.001, available: true })).status,
    ).toBe(400)
    expect((await put(dealerA.access_token, { stock: -1, price: 1, available: true })).status).toBe(
      400,
    )
    expect((await put(dealerA.access_token, { stock: 1, price: 1, available: 'yes' })).status).toBe(
      400,
    )
    expect((await put(dealerB.access_token, { stock: 0, price: 0, available: false })).status).toBe(
      403,
    )
    expect(
      (
        await call('PUT', `${pathOf(dealerA)}/firearm/sog-0-nope`, {
          token: dealerA.access_token,
          body: { stock: 1, price: 1, available: true },
        })
      ).status,
    ).toBe(404)

    const rows = await call<ApiInventoryRow[]>('GET', pathOf(dealerA), {
      token: dealerA.access_token,
    })
    expect(rows.body.filter((r) => r.firearmId === firearmId)).toEqual([
      { firearmId, stock: 7, price: 1999.99, available: true, version: expect.any(String) },
    ])
  })
})

describe('sessions end', () => {
  it('rejects a token after logout', async () => {
    const login = await call<ApiAdminLogin>('POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
    const token = login.body.access_token
    expect((await call('POST', '/api/auth/admin/logout', { token })).status).toBe(200)
    expect((await call('GET', pathOf(dealerA), { token })).status).toBe(401)
    expect((await call('POST', '/api/auth/admin/logout', { token })).status).toBe(401)
    expect(
      (await call('POST', '/api/auth/admin/logout', { token: dealerB.access_token })).status,
    ).toBe(403)

    const dealer = (await dealerLogin(SAMPLE_DEALERS[3]!.username)).body
    expect(
      (await call('POST', '/api/auth/dealer/logout', { token: dealer.access_token })).status,
    ).toBe(200)
    expect(
      (
        await call('GET', `/api/inventory/dealer/${dealer.dealer.dealer_id}`, {
          token: dealer.access_token,
        })
      ).status,
    ).toBe(401)
  })

  it('stops an inactive dealer at once: its token and its login', async () => {
    const dealer = (await dealerLogin(SAMPLE_DEALERS[4]!.username)).body
    const own = `/api/inventory/dealer/${dealer.dealer.dealer_id}`
    expect((await call('GET', own, { token: dealer.access_token })).status).toBe(200)
    const deactivate = await fetch(`${app!.baseUrl}/cms/api/dealers/${dealer.dealer.dealer_id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isActive: false }),
    })
    expect(deactivate.status).toBe(200)
    expect((await call('GET', own, { token: dealer.access_token })).status).toBe(401)
    expect(await dealerLogin(SAMPLE_DEALERS[4]!.username)).toEqual({
      status: 403,
      // By code: the sign-in screen says it in the dealer's language.
      body: INACTIVE_DEALER,
    })
  })
})

function pathOf(dealer: ApiDealerLogin) {
  return `/api/inventory/dealer/${dealer.dealer.dealer_id}`
}
