import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS, SAMPLE_FIREARMS } from '@sog/samples'
import { MAX_CSV_ROWS, refusal } from '@sog/contract'
import type {
  ApiAdminDealer,
  ApiAdminDealerPage,
  ApiAdminLogin,
  ApiContactPage,
  ApiDealerLogin,
  ApiInventoryCsvResult,
  ApiInventoryPage,
  ApiInventoryRow,
  ApiPublicDealer,
  ApiPublicDealerPage,
} from '@sog/contract'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiClient, apiText } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

/**
 * Paged lists (docs/api.md, "Paged lists") against the launched product and its database: the
 * sample network (7 dealers, 12 firearms), plus a few contact messages written here.
 */
let app: Launched | undefined
let adminToken: string
let dealerA: ApiDealerLogin
let dealerB: ApiDealerLogin

const call = apiClient(() => app!.baseUrl)
const asAdmin = <T>(path: string) => call<T>('GET', path, { token: adminToken })

const CONTACTS = [
  { name: 'Zoë Müller', email: 'zoe@example.com', subject: 'Öffnungszeiten', message: 'Hallo' },
  { name: 'Jan Kowalski', email: 'jan@example.com', subject: 'Pytanie o cenę', message: 'Cześć' },
  { name: 'Anna Nowak', email: 'anna@example.com', subject: 'Dostępność', message: 'Dzień dobry' },
]

beforeAll(async () => {
  app = await launch()
  adminToken = (await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN }))
    .body.access_token
  const login = async (username: string) =>
    (
      await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
        body: { username, password: SAMPLE_DEALER_PASSWORD },
      })
    ).body
  dealerA = await login(SAMPLE_DEALERS[0]!.username)
  dealerB = await login(SAMPLE_DEALERS[1]!.username)
  for (const contact of CONTACTS) {
    expect((await call('POST', '/api/contact/submit', { body: contact })).status).toBe(201)
  }
}, 600_000)
afterAll(() => stop(app))

describe('paged lists keep the full arrays without parameters', () => {
  it('answers arrays as before', async () => {
    const dealers = await call<ApiPublicDealer[]>('GET', '/api/dealers')
    expect(Array.isArray(dealers.body)).toBe(true)
    const admin = await asAdmin<ApiAdminDealer[]>('/api/admin/dealers')
    expect(admin.body).toHaveLength(SAMPLE_DEALERS.length)
    const inventory = await call<ApiInventoryRow[]>(
      'GET',
      `/api/inventory/dealer/${dealerA.dealer.dealer_id}`,
      { token: dealerA.access_token },
    )
    expect(Array.isArray(inventory.body)).toBe(true)
  })
})

describe('admin dealers', () => {
  it('pages, sorts and finds without case or accents', async () => {
    const first = await asAdmin<ApiAdminDealerPage>('/api/admin/dealers?limit=3&page=1')
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(SAMPLE_DEALERS.length)
    expect(first.body.pages).toBe(Math.ceil(SAMPLE_DEALERS.length / 3))
    const byName = SAMPLE_DEALERS.map((dealer) => dealer.name).sort()
    expect(first.body.items.map((dealer) => dealer.name)).toEqual(byName.slice(0, 3))
    const last = await asAdmin<ApiAdminDealerPage>(
      `/api/admin/dealers?limit=3&page=${first.body.pages}`,
    )
    expect(last.body.items.length).toBe(SAMPLE_DEALERS.length - 3 * (first.body.pages - 1))
    const beyond = await asAdmin<ApiAdminDealerPage>('/api/admin/dealers?limit=3&page=50')
    expect(beyond.body).toEqual({ items: [], total: SAMPLE_DEALERS.length, page: 50, pages: 3 })
    const desc = await asAdmin<ApiAdminDealerPage>('/api/admin/dealers?sort=name-desc&limit=100')
    expect(desc.body.items.map((dealer) => dealer.name)).toEqual([...byName].reverse())

    const krakow = await asAdmin<ApiAdminDealerPage>('/api/admin/dealers?search=KRAKOW')
    expect(krakow.body.items.map((dealer) => dealer.city)).toEqual(['Kraków'])
    const none = await asAdmin<ApiAdminDealerPage>('/api/admin/dealers?search=%25_nothing')
    expect(none.body).toEqual({ items: [], total: 0, page: 1, pages: 0 })
  })

  it('refuses a limit above 100, an unknown sort and a page below 1', async () => {
    for (const query of ['limit=101', 'sort=rating', 'page=0', 'active=maybe']) {
      const refused = await asAdmin<{ detail: string }>(`/api/admin/dealers?${query}`)
      expect(refused.status, query).toBe(400)
      expect(refused.body.detail).toBeTruthy()
    }
  })

  it('is for administrators only', async () => {
    const dealer = await call('GET', '/api/admin/dealers?page=1', { token: dealerA.access_token })
    expect(dealer.status).toBe(403)
  })
})

describe('public dealers', () => {
  it('pages active dealers only and searches by name or city', async () => {
    const all = await call<ApiPublicDealer[]>('GET', '/api/dealers')
    const page = await call<ApiPublicDealerPage>('GET', '/api/dealers?limit=100')
    expect(page.body.total).toBe(all.body.length)
    expect(page.body.items.map((dealer) => dealer.id)).toEqual(all.body.map((dealer) => dealer.id))
    const poznan = await call<ApiPublicDealerPage>('GET', '/api/dealers?search=poznan')
    expect(poznan.body.items.map((dealer) => dealer.name)).toEqual(['Poznań Tactical'])
    const unknown = await call('GET', '/api/dealers?sort=newest')
    expect(unknown.status).toBe(400)
  })
})

describe('admin contacts', () => {
  it('pages newest first, filters by status and searches sender and subject', async () => {
    const page = await asAdmin<ApiContactPage>('/api/admin/contacts?limit=2')
    expect(page.body.total).toBe(CONTACTS.length)
    expect(page.body.pages).toBe(2)
    expect(page.body.items.map((contact) => contact.name)).toEqual(['Anna Nowak', 'Jan Kowalski'])
    const oldest = await asAdmin<ApiContactPage>('/api/admin/contacts?sort=oldest&page=2&limit=2')
    expect(oldest.body.items.map((contact) => contact.name)).toEqual(['Anna Nowak'])
    const zoe = await asAdmin<ApiContactPage>('/api/admin/contacts?search=zoe%20muller')
    expect(zoe.body.items.map((contact) => contact.email)).toEqual(['zoe@example.com'])
    const subject = await asAdmin<ApiContactPage>('/api/admin/contacts?search=CENE')
    expect(subject.body.items.map((contact) => contact.email)).toEqual(['jan@example.com'])
    const read = await asAdmin<ApiContactPage>('/api/admin/contacts?status=read')
    expect(read.body.total).toBe(0)
    expect((await asAdmin('/api/admin/contacts?limit=1000')).status).toBe(400)
  })
})

describe('a dealer’s inventory', () => {
  const path = () => `/api/inventory/dealer/${dealerA.dealer.dealer_id}`
  const asDealer = <T>(query: string) =>
    call<T>('GET', `${path()}?${query}`, { token: dealerA.access_token })

  it('pages every firearm with the dealer’s entry and the counters', async () => {
    const rows = (await asDealer<ApiInventoryRow[]>('')).body
    const page = await asDealer<ApiInventoryPage>('limit=5')
    expect(page.body.total).toBe(SAMPLE_FIREARMS.length)
    expect(page.body.items).toHaveLength(5)
    expect(page.body.totals).toEqual({
      totalProducts: rows.length,
      available: rows.filter((row) => row.available).length,
      totalStock: rows.reduce((sum, row) => sum + row.stock, 0),
    })
    const names = SAMPLE_FIREARMS.map((firearm) => firearm.name).sort()
    expect(page.body.items.map((item) => item.firearm.name)).toEqual(names.slice(0, 5))
    for (const item of page.body.items) {
      const row = rows.find((entry) => entry.firearmId === item.firearm.id)
      expect(item.entry).toEqual(
        row ?? { firearmId: item.firearm.id, stock: 0, price: 0, available: false, version: null },
      )
    }
  })

  it('searches by the catalogue’s rule and filters availability and stock', async () => {
    const rows = (await asDealer<ApiInventoryRow[]>('')).body
    // The caliber as stored, and as a German dealer writes it (0200).
    for (const search of ['7.62X39', '7%2C62%20%C3%97%2039']) {
      const caliber = await asDealer<ApiInventoryPage>(`search=${search}`)
      expect(caliber.body.items.map((item) => item.firearm.caliber)).toEqual([
        '7.62x39mm',
        '7.62x39mm',
      ])
    }
    // The category the portal shows.
    const shotguns = await asDealer<ApiInventoryPage>('search=SHOTGUN')
    expect(shotguns.body.items.map((item) => item.firearm.name)).toEqual([
      'SOG-12 Field',
      'SOG-12 Tactical',
    ])
    const offered = await asDealer<ApiInventoryPage>('available=true&limit=100')
    expect(offered.body.items.map((item) => item.firearm.id).sort()).toEqual(
      rows
        .filter((row) => row.available)
        .map((row) => row.firearmId)
        .sort(),
    )
    const inStock = await asDealer<ApiInventoryPage>('inStock=true&sort=stock-desc&limit=100')
    const stocks = inStock.body.items.map((item) => item.entry.stock)
    expect(stocks.every((stock) => stock > 0)).toBe(true)
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a))
    expect((await asDealer('sort=rating')).status).toBe(400)
    expect((await asDealer('limit=101')).status).toBe(400)
  })

  it('is the dealer’s own', async () => {
    const other = await call('GET', `${path()}?page=1`, { token: dealerB.access_token })
    expect(other.status).toBe(403)
    const admin = await asAdmin<ApiInventoryPage>(`${path()}?page=1`)
    expect(admin.status).toBe(200)
  })
})

describe('stock in bulk (CSV)', () => {
  const base = (dealer: ApiDealerLogin) => `/api/inventory/dealer/${dealer.dealer.dealer_id}`
  const post = <T>(dealer: ApiDealerLogin, suffix: string, csv: string, token?: string) =>
    call<T>('POST', `${base(dealer)}/csv${suffix}`, {
      token: token ?? dealer.access_token,
      body: { csv },
    })
  const rowsOf = async (dealer: ApiDealerLogin) =>
    (await call<ApiInventoryRow[]>('GET', base(dealer), { token: dealer.access_token })).body.sort(
      (a, b) => a.firearmId.localeCompare(b.firearmId),
    )
  const [first, second, third] = SAMPLE_FIREARMS

  it('previews changes and row errors, and writes nothing', async () => {
    const before = await rowsOf(dealerA)
    const csv = [
      'firearmId;name;stock;price;available',
      `${first!.id};;7;1234,50;yes`,
      `;${second!.name.toUpperCase()};2;99.99;false`,
      'no-such-firearm;;1;1;true',
      `${third!.id};;-1;abc;maybe`,
      `${first!.id};;1;1;true`,
    ].join('\n')
    const preview = await post<ApiInventoryCsvResult>(dealerA, '/preview', csv)
    expect(preview.status).toBe(200)
    expect(preview.body.rows).toBe(5)
    expect(preview.body.applied).toBe(false)
    expect(preview.body.changes.find((change) => change.line === 2)).toMatchObject({
      firearmId: first!.id,
      after: { stock: 7, price: 1234.5, available: true },
    })
    expect(preview.body.changes.find((change) => change.line === 3)?.firearmId).toBe(second!.id)
    const lines = preview.body.errors.map((error) => error.line)
    expect(new Set(lines)).toEqual(new Set([4, 5, 6]))
    expect(preview.body.errors.filter((error) => error.line === 5)).toHaveLength(3)
    // Each by its code and parameters, for the dealer's language (issue 30).
    expect(preview.body.errors.map(({ line, code, params }) => ({ line, code, params }))).toEqual([
      { line: 4, code: 'csvUnknownId', params: { id: 'no-such-firearm' } },
      { line: 5, code: 'csvValue', params: expect.objectContaining({ column: 'stock' }) },
      { line: 5, code: 'csvValue', params: expect.objectContaining({ column: 'price' }) },
      { line: 5, code: 'csvValue', params: expect.objectContaining({ column: 'available' }) },
      { line: 6, code: 'csvRepeated', params: { name: first!.name, line: 2 } },
    ])
    expect(await rowsOf(dealerA)).toEqual(before)

    const refused = await post<{ detail: string; rowErrors: unknown[] }>(dealerA, '', csv)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(refusal('csvRowsRefused', { count: 3 }))
    expect(refused.body.rowErrors).toEqual(preview.body.errors)
    expect(await rowsOf(dealerA)).toEqual(before)
  })

  it('applies a file in one go and exports it back the same', async () => {
    const exported = await apiText(app!.baseUrl, `${base(dealerA)}/csv`, dealerA.access_token)
    expect(exported.status).toBe(200)
    expect(exported.type).toMatch(/^text\/csv/)
    expect(exported.disposition).toMatch(/^attachment; filename="stock-dealer-\d+-/)
    const lines = exported.body.trim().split('\n')
    expect(lines[0]).toBe('firearmId,name,stock,price,available')
    expect(lines).toHaveLength(SAMPLE_FIREARMS.length + 1)
    // Exported unchanged, imported again: nothing to do.
    const again = await post<ApiInventoryCsvResult>(dealerA, '/preview', exported.body)
    expect(again.body).toMatchObject({ changes: [], errors: [], rows: SAMPLE_FIREARMS.length })

    const csv = `firearmId,stock,price,available\n${first!.id},11,250.25,true\n${second!.id},0,0,false\n`
    const applied = await post<ApiInventoryCsvResult>(dealerA, '', csv)
    expect(applied.status).toBe(200)
    expect(applied.body.applied).toBe(true)
    const rows = await rowsOf(dealerA)
    expect(rows.find((row) => row.firearmId === first!.id)).toMatchObject({
      stock: 11,
      price: 250.25,
      available: true,
    })
    const roundTrip = await apiText(app!.baseUrl, `${base(dealerA)}/csv`, dealerA.access_token)
    expect(roundTrip.body).toContain(`${first!.id},${first!.name},11,250.25,true`)
    const activity = await asAdmin<{ title: string; kind: string }[]>('/api/admin/activity')
    // One entry for the import, its title the number of firearms it changed.
    expect(activity.body[0]).toMatchObject({
      kind: 'inventoryImport',
      title: String(applied.body.changes.length),
    })
  })

  it('exports for a spreadsheet in a language and reads back what the spreadsheet saves', async () => {
    // The bytes as sent: a text decoder would drop the byte-order mark.
    const bytesOf = async (path: string, token: string) => {
      const response = await fetch(`${app!.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
    }
    const german = await bytesOf(`${base(dealerA)}/csv?lang=de`, dealerA.access_token)
    expect(german.status).toBe(200)
    expect([...german.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = german.bytes.toString('utf8').slice(1).trim().split('\n')
    expect(lines[0]).toBe('firearmId;name;stock;price;available')
    expect(lines).toHaveLength(SAMPLE_FIREARMS.length + 1)
    expect(lines.slice(1).every((line) => /;(ja|nein)$/.test(line))).toBe(true)
    const again = await post<ApiInventoryCsvResult>(dealerA, '/preview', german.bytes.toString())
    expect(again.body).toMatchObject({ changes: [], errors: [], rows: SAMPLE_FIREARMS.length })
    // As a German spreadsheet saves it after an edit: line ends, grouped digits, the euro, WAHR.
    const edited = `firearmId;name;stock;price;available\r\n${first!.id};${first!.name};1.200;1.234,50 €;WAHR\r\n`
    const preview = await post<ApiInventoryCsvResult>(dealerA, '/preview', edited)
    expect(preview.body.errors).toEqual([])
    expect(preview.body.changes.map((change) => change.after)).toEqual([
      { stock: 1200, price: 1234.5, available: true },
    ])
    const catalogue = await bytesOf('/api/admin/catalogue/csv?lang=pl', adminToken)
    expect(catalogue.bytes.toString()).toMatch(/^\uFEFFid;name;category;/)
    expect((await bytesOf(`${base(dealerA)}/csv?lang=xx`, dealerA.access_token)).status).toBe(400)
  })

  it('keeps one dealer out of another’s rows', async () => {
    const csv = `firearmId,stock,price,available\n${first!.id},999,1,true\n`
    const beforeB = await rowsOf(dealerB)
    expect((await post(dealerB, '', csv, dealerA.access_token)).status).toBe(403)
    expect((await post(dealerB, '/preview', csv, dealerA.access_token)).status).toBe(403)
    const exported = await apiText(app!.baseUrl, `${base(dealerB)}/csv`, dealerA.access_token)
    expect(exported.status).toBe(403)
    // A dealer column is no way round: the path names the dealer, other columns are ignored.
    const named = `dealer,firearmId,stock,price,available\n${dealerB.dealer.dealer_id},${first!.id},999,1,true\n`
    const own = await post<ApiInventoryCsvResult>(dealerA, '/preview', named)
    expect(own.body.changes.map((change) => change.after.stock)).toEqual([999])
    expect(await rowsOf(dealerB)).toEqual(beforeB)
    // An administrator may export any dealer's stock and the catalogue.
    const admin = await apiText(app!.baseUrl, `${base(dealerB)}/csv`, adminToken)
    expect(admin.status).toBe(200)
    const catalogue = await apiText(app!.baseUrl, '/api/admin/catalogue/csv', adminToken)
    expect(catalogue.body.split('\n')[0]).toBe(
      'id,name,category,caliber,barrelLength,systemType,availability,pricePLN,priceEUR,price,createdAt',
    )
    expect(
      (await apiText(app!.baseUrl, '/api/admin/catalogue/csv', dealerA.access_token)).status,
    ).toBe(403)
  })

  it('refuses unreadable files, missing columns and too many rows', async () => {
    const broken = await post(
      dealerA,
      '/preview',
      'firearmId,stock,price,available\n"open,1,1,true\n',
    )
    expect(broken.status).toBe(400)
    expect(broken.body).toMatchObject({
      code: 'csvUnreadable',
      params: { reason: expect.any(String) },
    })
    const columns = await post<{ detail: string }>(dealerA, '/preview', 'firearmId,stock\nx,1\n')
    // The English text, and the code and parameters the dealer's screen says it with.
    expect(columns.body).toEqual(refusal('csvMissingColumns', { columns: 'price, available' }))
    const many = `firearmId,stock,price,available\n${'x,1,1,true\n'.repeat(MAX_CSV_ROWS + 1)}`
    const tooMany = await post<{ detail: string }>(dealerA, '/preview', many)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toEqual(refusal('csvTooManyRows', { max: MAX_CSV_ROWS }))
  })

  it('guards exported names against spreadsheet formulas', async () => {
    const id = 'sog-formula-test'
    const created = await call('POST', '/api/admin/firearms', {
      token: adminToken,
      body: {
        id,
        name: '=HYPERLINK("http://example.com")',
        category: SAMPLE_FIREARMS[0]!.category,
        caliber: SAMPLE_FIREARMS[0]!.caliber,
        barrelLength: SAMPLE_FIREARMS[0]!.barrelLength,
        systemType: SAMPLE_FIREARMS[0]!.systemType,
        pricePLN: 1,
        priceEUR: 1,
      },
    })
    expect(created.status).toBe(201)
    try {
      const exported = await apiText(app!.baseUrl, `${base(dealerA)}/csv`, dealerA.access_token)
      expect(exported.body).toContain(`${id},"'=HYPERLINK(""http://example.com"")",0,0,false`)
      const byName = await post<ApiInventoryCsvResult>(
        dealerA,
        '/preview',
        `name,stock,price,available\n"'=HYPERLINK(""http://example.com"")",1,1,true\n`,
      )
      expect(byName.body.changes.map((change) => change.firearmId)).toEqual([id])
    } finally {
      await call('DELETE', `/api/admin/firearms/${id}`, { token: adminToken })
    }
  })
})
