import {
  refusal,
  CONFLICT_MESSAGE,
  notAnOptionMessage,
  type ApiActivity,
  type ApiAdminDealer,
  type ApiAdminFirearm,
  type ApiAdminSettings,
  type ApiAdminLogin,
  type ApiDealerLogin,
  type ApiFilterOption,
  type ApiFirearm,
  type ApiInventoryRow,
  type ApiSessionRenewal,
  type ApiSettings,
} from '@sog/contract'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS, SAMPLE_FIREARMS } from '@sog/samples'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiCall, apiClient } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'
import { plainFirearm } from '../helpers/plain-firearm'
import { createTestDatabase } from '../helpers/test-payload'

/**
 * Work that is never lost or silently overwritten (docs/api.md, "Versions" and "Sessions"):
 * stale writes refused with the current record, the activity list, the panel's option rules,
 * and the admin's dealer account tools, against the launched product.
 */
let app: Launched | undefined
let admin: string

const call = apiClient(() => app!.baseUrl)

/** Payload's own REST API, as the panel calls it. */
async function panel<T = unknown>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${app!.baseUrl}/cms/api${path}`, {
    method,
    headers: { authorization: `JWT ${admin}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const newFirearm = (id: string) => ({ id, ...plainFirearm(`Kept ${id}`) })

beforeAll(async () => {
  app = await launch({ databaseUrl: await createTestDatabase('kept') })
  admin = (await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })).body
    .access_token
}, 600_000)
afterAll(() => stop(app))

describe('versions', () => {
  it('refuses a firearm save made on a stale version, with the current record, and keeps the first', async () => {
    const id = 'sog-kept-firearm'
    const created = await call<ApiFirearm>('POST', '/api/admin/firearms', {
      token: admin,
      body: newFirearm(id),
    })
    expect(created.status).toBe(201)
    const opened = created.body.version

    const first = await call<ApiFirearm>('PUT', `/api/admin/firearms/${id}`, {
      token: admin,
      body: { ...newFirearm(id), pricePLN: 6000, version: opened },
    })
    expect(first.status).toBe(200)
    expect(first.body.version).not.toBe(opened)

    const second = await call<{ detail: string; current: ApiFirearm }>(
      'PUT',
      `/api/admin/firearms/${id}`,
      { token: admin, body: { ...newFirearm(id), pricePLN: 1234.5, version: opened } },
    )
    expect(second.status).toBe(409)
    expect(second.body.detail).toBe(CONFLICT_MESSAGE)
    expect(second.body.current).toMatchObject({ pricePLN: 6000, version: first.body.version })
    expect((await call<ApiFirearm>('GET', `/api/firearms/${id}`)).body.pricePLN).toBe(6000)

    // "Overwrite": the same change sent on the version the conflict showed.
    const overwrite = await call<ApiFirearm>('PUT', `/api/admin/firearms/${id}`, {
      token: admin,
      body: { ...newFirearm(id), pricePLN: 1234.5, version: second.body.current.version },
    })
    expect(overwrite.status).toBe(200)
    expect(overwrite.body.pricePLN).toBe(1234.5)

    // A panel edit counts: the SPA's version is stale afterwards.
    expect((await panel('PATCH', `/firearms/${id}`, { priceEUR: 1400 })).status).toBe(200)
    const afterPanel = await call('PUT', `/api/admin/firearms/${id}`, {
      token: admin,
      body: { ...newFirearm(id), version: overwrite.body.version },
    })
    expect(afterPanel.status).toBe(409)

    // Of two saves sent at once on one version, exactly one wins.
    const current = (await call<ApiFirearm>('GET', `/api/firearms/${id}`)).body.version
    const racing = await Promise.all(
      [100, 200].map((price) =>
        call('PUT', `/api/admin/firearms/${id}`, {
          token: admin,
          body: { ...newFirearm(id), pricePLN: price, version: current },
        }),
      ),
    )
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409])

    // Payload keeps the history of the firearm.
    const history = await panel<{ totalDocs: number }>(
      'GET',
      `/firearms/versions?where[parent][equals]=${id}&limit=1`,
    )
    expect(history.body.totalDocs).toBeGreaterThanOrEqual(4)
    await call('DELETE', `/api/admin/firearms/${id}`, { token: admin })
  })

  it('refuses stale saves of dealers, settings, filter options and stock', async () => {
    const dealers = (await call<ApiAdminDealer[]>('GET', '/api/admin/dealers', { token: admin }))
      .body
    const target = dealers.find((d) => d.isActive)!
    const { id: _id, username: _u, lastLoginAt: _l, locked: _k, version, ...fields } = target
    const moved = await call<ApiAdminDealer>('PUT', `/api/admin/dealers/${target.id}`, {
      token: admin,
      body: { ...fields, hours: 'Mon–Sat 9–18', version },
    })
    expect(moved.status).toBe(200)
    const stale = await call<{ current: ApiAdminDealer }>(
      'PUT',
      `/api/admin/dealers/${target.id}`,
      { token: admin, body: { ...fields, version } },
    )
    expect(stale.status).toBe(409)
    expect(stale.body.current.hours).toBe('Mon–Sat 9–18')

    const settings = (await call<ApiSettings>('GET', '/api/settings')).body
    const saved = await call<ApiSettings>('PUT', '/api/admin/settings', {
      token: admin,
      body: { ...settings, licenses: 'Kept licence' },
    })
    expect(saved.status).toBe(200)
    const staleSettings = await call<{ current: ApiSettings }>('PUT', '/api/admin/settings', {
      token: admin,
      body: { ...settings, licenses: 'Lost licence' },
    })
    expect(staleSettings.status).toBe(409)
    expect(staleSettings.body.current.licenses).toBe('Kept licence')

    const option = await call<ApiFilterOption>('POST', '/api/admin/categories', {
      token: admin,
      body: { name: 'Kept option', type: 'systemType' },
    })
    const renamed = await call('PUT', `/api/admin/categories/${option.body.id}`, {
      token: admin,
      body: { name: 'Kept option 2', version: option.body.version },
    })
    expect(renamed.status).toBe(200)
    const staleRename = await call<{ current: ApiFilterOption }>(
      'PUT',
      `/api/admin/categories/${option.body.id}`,
      { token: admin, body: { name: 'Kept option 3', version: option.body.version } },
    )
    expect(staleRename.status).toBe(409)
    expect(staleRename.body.current.name).toBe('Kept option 2')
    await call('DELETE', `/api/admin/categories/${option.body.id}`, { token: admin })

    const dealer = (
      await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
        body: { username: SAMPLE_DEALERS[0]!.username, password: SAMPLE_DEALER_PASSWORD },
      })
    ).body
    const row = `/api/inventory/dealer/${dealer.dealer.dealer_id}/firearm/${SAMPLE_FIREARMS[2]!.id}`
    const put = (body: object) =>
      call<ApiInventoryRow & { current?: ApiInventoryRow }>('PUT', row, {
        token: dealer.access_token,
        body,
      })
    const firstSave = await put({ stock: 3, price: 100, available: true })
    expect(firstSave.status).toBe(200)
    expect(
      (await put({ stock: 4, price: 100, available: true, version: firstSave.body.version }))
        .status,
    ).toBe(200)
    const staleRow = await put({
      stock: 9,
      price: 100,
      available: true,
      version: firstSave.body.version,
    })
    expect(staleRow.status).toBe(409)
    expect(staleRow.body.current).toMatchObject({ stock: 4 })
  })
})

describe('activity', () => {
  it('lists changes made in the SPA and in the panel: who, what, when', async () => {
    const id = 'sog-kept-activity'
    await call('POST', '/api/admin/firearms', { token: admin, body: newFirearm(id) })
    await panel('PATCH', `/firearms/${id}`, { name: 'Kept in the panel' })
    const { status, body } = await call<ApiActivity[]>('GET', '/api/admin/activity', {
      token: admin,
    })
    expect(status).toBe(200)
    const [latest, before] = body
    expect(latest).toMatchObject({
      who: DEFAULT_ADMIN.username,
      action: 'update',
      kind: 'firearm',
      recordId: id,
      title: 'Kept in the panel',
    })
    expect(before).toMatchObject({ action: 'create', kind: 'firearm', recordId: id })
    expect(Date.parse(latest!.at)).toBeGreaterThan(Date.now() - 60_000)
    const dealer = (
      await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
        body: { username: SAMPLE_DEALERS[1]!.username, password: SAMPLE_DEALER_PASSWORD },
      })
    ).body
    expect((await call('GET', '/api/admin/activity', { token: dealer.access_token })).status).toBe(
      403,
    )
    await call('DELETE', `/api/admin/firearms/${id}`, { token: admin })
    const afterDelete = await call<ApiActivity[]>('GET', '/api/admin/activity', { token: admin })
    expect(afterDelete.body[0]).toMatchObject({ action: 'delete', recordId: id })
  })
})

describe('activity of a save in several languages', () => {
  it('is one entry: each translation is its own write, not its own change', async () => {
    const activity = async () =>
      (await call<ApiActivity[]>('GET', '/api/admin/activity', { token: admin })).body
    const settings = (await call<ApiAdminSettings>('GET', '/api/admin/settings', { token: admin }))
      .body
    const [newest] = await activity()
    const saved = await call<ApiAdminSettings>('PUT', '/api/admin/settings', {
      token: admin,
      body: {
        ...settings,
        licenses: 'Licence A',
        translations: { licenses: { pl: 'Koncesja A', de: 'Konzession A' } },
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.translations.licenses).toMatchObject({ pl: 'Koncesja A', de: 'Konzession A' })
    const [latest, before] = await activity()
    expect(latest).toMatchObject({ action: 'update', kind: 'settings' })
    expect(before).toEqual(newest)

    const id = 'sog-kept-languages'
    await call('POST', '/api/admin/firearms', { token: admin, body: newFirearm(id) })
    const [created] = await activity()
    const firearm = (
      await call<ApiAdminFirearm>('GET', `/api/admin/firearms/${id}`, { token: admin })
    ).body
    const { imageSet: _set, ...body } = firearm
    const edited = await call('PUT', `/api/admin/firearms/${id}`, {
      token: admin,
      body: { ...body, descriptions: { pl: 'Opis.', fr: 'Description.' } },
    })
    expect(edited.status).toBe(200)
    const [update, previous] = await activity()
    expect(update).toMatchObject({ action: 'update', kind: 'firearm', recordId: id })
    expect(previous).toEqual(created)
    await call('DELETE', `/api/admin/firearms/${id}`, { token: admin })
  })
})

describe('filter options', () => {
  it('takes only option names for a firearm’s option fields, in /api and in the panel', async () => {
    const bad = await call<{ errors: { field: string }[] }>('POST', '/api/admin/firearms', {
      token: admin,
      body: { ...newFirearm('sog-kept-typo'), category: 'Rilfe' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e) => e.field)).toContain('category')
    const viaPanel = await panel<{ errors: { data: { errors: { message: string }[] } }[] }>(
      'POST',
      '/firearms',
      { ...newFirearm('sog-kept-typo'), caliber: '9 mm' },
    )
    expect(viaPanel.status).toBe(400)
    expect(viaPanel.body.errors[0]!.data.errors[0]!.message).toBe(
      notAnOptionMessage('Caliber', '9 mm'),
    )
  })

  it('refuses a type change of an option in use and a delete of it, with the rule’s message', async () => {
    const options = (
      await call<ApiFilterOption[]>('GET', '/api/admin/categories', { token: admin })
    ).body
    const rifle = options.find((o) => o.type === 'category' && o.name === 'Rifle')!
    const used = SAMPLE_FIREARMS.filter((f) => f.category === 'Rifle').length
    const change = await panel<{ errors: { message: string }[] }>(
      'PATCH',
      `/filter-options/${rifle.id}`,
      { type: 'caliber' },
    )
    expect(change.status).toBe(409)
    expect(change.body.errors[0]!.message).toBe(
      refusal('optionTypeInUse', { name: 'Rifle', count: used }).detail,
    )
    const removal = await panel<{ errors: { message: string }[] }>(
      'DELETE',
      `/filter-options/${rifle.id}`,
    )
    expect(removal.status).toBe(409)
    expect(removal.body.errors[0]!.message).toBe(
      refusal('optionInUse', { name: 'Rifle', count: used }).detail,
    )
    expect((await call<string[]>('GET', '/api/categories')).body).toContain('Rifle')
  })

  it('treats names differing only in case as one, and sorts barrel lengths by number', async () => {
    const duplicate = await call('POST', '/api/admin/categories', {
      token: admin,
      body: { name: '9MM', type: 'caliber' },
    })
    expect(duplicate.status).toBe(409)
    const lengths = (await call<string[]>('GET', '/api/barrel-lengths')).body
    const numbers = lengths.map((length) => parseFloat(length))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })
})

describe('dealer account tools', () => {
  it('refuses a second dealer with the same e-mail', async () => {
    const taken = SAMPLE_DEALERS[0]!.email
    const answer = await call('POST', '/api/admin/dealers', {
      token: admin,
      body: {
        name: 'Copy',
        email: taken.toUpperCase(),
        city: 'Łódź',
        country: 'PL',
        username: 'kept-copy',
        password: 'secret-12',
      },
    })
    expect(answer.status).toBe(409)
  })

  it('sets a new password: the dealer signs in with it and its old session ends', async () => {
    const login = (password: string) =>
      call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
        body: { username: SAMPLE_DEALERS[3]!.username, password },
      })
    const before = (await login(SAMPLE_DEALER_PASSWORD)).body
    const id = before.dealer.dealer_id
    const set = await call<ApiAdminDealer>('PUT', `/api/admin/dealers/${id}/password`, {
      token: admin,
      body: { password: 'brand-new-pass' },
    })
    expect(set.status).toBe(200)
    expect(
      (await call('GET', `/api/inventory/dealer/${id}`, { token: before.access_token })).status,
    ).toBe(401)
    expect((await login(SAMPLE_DEALER_PASSWORD)).status).toBe(401)
    const after = await login('brand-new-pass')
    expect(after.status).toBe(200)
    const shown = await call<ApiAdminDealer>('GET', `/api/admin/dealers/${id}`, { token: admin })
    expect(Date.parse(shown.body.lastLoginAt!)).toBeGreaterThan(Date.now() - 60_000)
    // A sign-in is not an edit: the version an admin may be editing stays valid.
    expect(shown.body.version).toBe(set.body.version)
    await call('PUT', `/api/admin/dealers/${id}/password`, {
      token: admin,
      body: { password: SAMPLE_DEALER_PASSWORD },
    })
  })

  it('shows a dealer whose sign-ins are paused and lifts the pause', async () => {
    const username = SAMPLE_DEALERS[2]!.username
    const client = '198.51.100.77'
    const attempt = (password: string) =>
      fetch(`${app!.baseUrl}/api/auth/dealer/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ username, password }),
      })
    for (let i = 0; i < 5; i++) await attempt('wrong-password')
    expect((await attempt(SAMPLE_DEALER_PASSWORD)).status).toBe(429)
    const dealers = (await call<ApiAdminDealer[]>('GET', '/api/admin/dealers', { token: admin }))
      .body
    const paused = dealers.find((d) => d.username === username)!
    expect(paused.locked).toBe(true)
    const unlocked = await call<ApiAdminDealer>('POST', `/api/admin/dealers/${paused.id}/unlock`, {
      token: admin,
    })
    expect(unlocked.body.locked).toBe(false)
    expect((await attempt(SAMPLE_DEALER_PASSWORD)).status).toBe(200)
  })

  it('keeps no password hashes in the dealers’ history', async () => {
    const db = new pg.Client({ connectionString: app!.databaseUrl })
    await db.connect()
    try {
      const { rows } = await db.query(
        'SELECT count(*)::int AS n FROM _dealers_v WHERE version_hash IS NOT NULL OR version_salt IS NOT NULL OR version_reset_password_token IS NOT NULL',
      )
      expect(rows[0].n).toBe(0)
      const { rows: kept } = await db.query('SELECT count(*)::int AS n FROM _dealers_v')
      expect(kept[0].n).toBeGreaterThan(0)
    } finally {
      await db.end()
    }
  })
})

describe('sessions', () => {
  it('renews an active session with a fresh token for the same account', async () => {
    const login = (
      await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })
    ).body
    const renewed = await apiCall<ApiSessionRenewal>(app!.baseUrl, 'POST', '/api/auth/refresh', {
      token: login.access_token,
    })
    expect(renewed.status).toBe(200)
    expect(renewed.body.exp * 1000).toBeGreaterThan(Date.now())
    expect(
      (await call('GET', '/api/admin/dashboard/stats', { token: renewed.body.access_token }))
        .status,
    ).toBe(200)
    expect((await call('POST', '/api/auth/refresh')).status).toBe(401)
  })
})
