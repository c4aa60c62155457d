import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'
import type { ApiContact, ApiInventoryRow } from '@sog/contract'
import { SAMPLE_FIREARMS } from '@sog/samples'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiClient } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

let app: Launched | undefined
let adminToken: string
let dealers: ApiDealerLogin[]
const call = apiClient(() => app!.baseUrl)

beforeAll(async () => {
  app = await launch()
  adminToken = (await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN }))
    .body.access_token
  dealers = await Promise.all(
    [SAMPLE_DEALERS[0]!, SAMPLE_DEALERS[1]!].map(
      async ({ username }) =>
        (
          await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
            body: { username, password: SAMPLE_DEALER_PASSWORD },
          })
        ).body,
    ),
  )
}, 600_000)
afterAll(() => stop(app))

describe('parallel writes against the running server', () => {
  it('50 inventory updates from two dealers: one row per firearm, holding an acknowledged write', async () => {
    // Each write carries its own number, so the row shows which write it holds: stock i,
    // price 100 + i, available when i is even. Firearms repeat, so writes to one row race.
    const writes = Array.from({ length: 50 }, (_, i) => ({
      i,
      dealer: dealers[i % 2]!,
      firearmId: SAMPLE_FIREARMS[Math.floor(i / 2) % SAMPLE_FIREARMS.length]!.id,
    }))
    const started = Date.now()
    const results = await Promise.all(
      writes.map(({ i, dealer, firearmId }) =>
        call<ApiInventoryRow>(
          'PUT',
          `/api/inventory/dealer/${dealer.dealer.dealer_id}/firearm/${firearmId}`,
          {
            token: dealer.access_token,
            body: { stock: i, price: 100 + i, available: i % 2 === 0 },
          },
        ),
      ),
    )
    console.log(`50 parallel inventory updates answered in ${Date.now() - started} ms`)
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200))

    for (const dealer of dealers) {
      const { status, body: rows } = await call<ApiInventoryRow[]>(
        'GET',
        `/api/inventory/dealer/${dealer.dealer.dealer_id}`,
        { token: adminToken },
      )
      expect(status).toBe(200)
      const firearmIds = rows.map((r) => r.firearmId)
      expect(new Set(firearmIds).size, 'one row per firearm').toBe(firearmIds.length)
      const mine = writes.filter((w) => w.dealer === dealer)
      for (const firearmId of new Set(mine.map((w) => w.firearmId))) {
        const row = rows.find((r) => r.firearmId === firearmId)
        const acknowledged = mine.filter((w) => w.firearmId === firearmId).map((w) => w.i)
        expect(acknowledged, firearmId).toContain(row?.stock)
        expect(row, firearmId).toEqual({
          firearmId,
          stock: row!.stock,
          price: 100 + row!.stock,
          available: row!.stock % 2 === 0,
          version: expect.any(String),
        })
      }
    }
  })

  it('100 contact messages from 100 clients: each stored exactly once', async () => {
    const tag = `parallel-${Date.now()}`
    const started = Date.now()
    // apiCall gives every message its own client address, as 100 visitors would have.
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call<{ id: number }>('POST', '/api/contact/submit', {
          body: {
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            subject: `${tag} #${i}`,
            message: `Message number ${i}`,
          },
        }),
      ),
    )
    console.log(`100 parallel contact messages answered in ${Date.now() - started} ms`)
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(201))
    const ids = results.map((r) => r.body.id)
    expect(new Set(ids).size).toBe(100)

    const { body: contacts } = await call<ApiContact[]>('GET', '/api/admin/contacts', {
      token: adminToken,
    })
    const ours = contacts.filter((c) => c.subject.startsWith(`${tag} #`))
    expect(ours).toHaveLength(100)
    for (const [i, id] of ids.entries()) {
      const stored = ours.filter((c) => c.id === id)
      expect(stored, `message ${i}`).toHaveLength(1)
      expect(stored[0]).toMatchObject({ subject: `${tag} #${i}`, message: `Message number ${i}` })
    }
  })
})
