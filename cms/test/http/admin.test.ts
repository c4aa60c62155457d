import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminDealer, ApiPublicDealer } from '@sog/contract'
import type { ApiContact } from '@sog/contract'
import type { ApiFilterOption } from '@sog/contract'
import type { ApiDashboardStats } from '@sog/contract'
import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT, refusal } from '@sog/contract'
import type { ApiFirearm, ApiSettings } from '@sog/contract'
import { IMAGE_TOO_LARGE_MESSAGE } from '@sog/contract'
import { SAMPLE_FIREARMS } from '@sog/samples'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiClient, signInAdmin, signInDealer } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

let app: Launched | undefined
let admin: string
let dealer: string
let inactiveDealer: string
let loggedOutAdmin: string

const call = apiClient(() => app!.baseUrl)

async function pngDataUrl(width = 64, height = 48): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

const newDealer = (n: string) => ({
  name: `Armeria ${n}`,
  email: `armeria-${n}@example.com`,
  phone: '+39 02 1234',
  address: 'Via Roma 1',
  city: 'Torino',
  country: 'IT',
  website: 'armeria.example',
  hours: 'Lun–Ven 9–18',
  specialties: ['Hunting', ' ', 'Optics'],
  rating: 4.2,
  established: 1999,
  username: `armeria-${n}`,
  password: 'secret-1',
})

const newFirearm = async (id: string) => ({
  id,
  name: `SOG Test ${id}`,
  category: 'Rifle',
  caliber: '.308 Win',
  barrelLength: '20"',
  systemType: 'Rifle',
  pricePLN: 12000,
  priceEUR: 2790.5,
  availability: 'Pre-order',
  isNew: true,
  imageUrl: await pngDataUrl(),
  images: ['', 'https://img.example.com/side.jpg', '   '],
  description: '  A test rifle.  ',
  specifications: { pl: { lufa: '20"' }, en: { barrel: '20"' } },
})

beforeAll(async () => {
  app = await launch()
  admin = await signInAdmin(app.baseUrl)
  dealer = (await signInDealer(app.baseUrl)).access_token
  const inactive = await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
    body: { username: SAMPLE_DEALERS[6]!.username, password: SAMPLE_DEALER_PASSWORD },
  })
  inactiveDealer = inactive.body.access_token
  await call('DELETE', `/api/admin/dealers/${inactive.body.dealer.dealer_id}`, { token: admin })
  loggedOutAdmin = (
    await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })
  ).body.access_token
  await call('POST', '/api/auth/admin/logout', { token: loggedOutAdmin })
}, 600_000)
afterAll(() => stop(app))

describe('every admin route refuses everyone but an admin, and changes nothing then', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/dashboard/stats'],
    ['GET', '/api/admin/dealers'],
    ['GET', '/api/admin/dealers/1'],
    ['POST', '/api/admin/dealers', newDealer('matrix')],
    ['PUT', '/api/admin/dealers/1', newDealer('matrix')],
    ['DELETE', '/api/admin/dealers/1'],
    ['POST', '/api/admin/firearms', { name: 'x' }],
    ['PUT', `/api/admin/firearms/${SAMPLE_FIREARMS[0]!.id}`, { name: 'x' }],
    ['DELETE', `/api/admin/firearms/${SAMPLE_FIREARMS[0]!.id}`],
    ['GET', '/api/admin/contacts'],
    ['PATCH', '/api/admin/contacts/1', { status: 'read' }],
    ['DELETE', '/api/admin/contacts/1'],
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories', { name: 'Matrix', type: 'category' }],
    ['PUT', '/api/admin/categories/1', { name: 'Matrix' }],
    ['DELETE', '/api/admin/categories/1'],
    ['PUT', '/api/admin/settings', { companyName: 'Hijacked' }],
    ['POST', '/api/auth/admin/logout'],
  ]

  it.each(routes)('%s %s', async (method, path, body) => {
    const before = await snapshot()
    expect((await call(method, path, { body })).status).toBe(401)
    expect((await call(method, path, { body, token: 'not.a.token' })).status).toBe(401)
    expect((await call(method, path, { body, token: inactiveDealer })).status).toBe(401)
    expect((await call(method, path, { body, token: loggedOutAdmin })).status).toBe(401)
    const asDealer = await call(method, path, { body, token: dealer })
    expect(asDealer.status).toBe(403)
    expect(asDealer.body.detail).toBe('Administrator access required')
    expect(await snapshot()).toEqual(before)
  })

  async function snapshot() {
    const get = async (path: string) => (await call('GET', path, { token: admin })).body
    return Promise.all(
      [
        '/api/admin/dealers',
        '/api/admin/contacts',
        '/api/admin/categories',
        '/api/firearms',
        '/api/settings',
      ].map(get),
    )
  }
})

describe('dashboard', () => {
  it('counts dealers, firearms and messages', async () => {
    const { status, body } = await call<ApiDashboardStats>('GET', '/api/admin/dashboard/stats', {
      token: admin,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      totalFirearms: SAMPLE_FIREARMS.length,
      totalDealers: body.activeDealers + body.inactiveDealers,
    })
    expect(Object.keys(body).sort()).toEqual([
      'activeDealers',
      'inactiveDealers',
      'newContacts',
      'totalContacts',
      'totalDealers',
      'totalFirearms',
    ])
  })
})

describe('dealers', () => {
  it('creates a dealer who can then log in, and refuses invalid ones', async () => {
    const created = await call<ApiAdminDealer>('POST', '/api/admin/dealers', {
      token: admin,
      body: newDealer('one'),
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Armeria one',
      specialties: ['Hunting', 'Optics'],
      isActive: true,
      rating: 4.2,
    })
    expect(created.body).not.toHaveProperty('password')
    const login = await call('POST', '/api/auth/dealer/login', {
      body: { username: 'armeria-one', password: 'secret-1' },
    })
    expect(login.status).toBe(200)

    const bad: [Record<string, unknown>, number, RegExp][] = [
      [{ ...newDealer('a'), name: '' }, 400, /name is required/],
      [{ ...newDealer('b'), password: '12345' }, 400, /password must be at least 6/],
      [{ ...newDealer('c'), rating: 6 }, 400, /rating must be between 1 and 5/],
      [{ ...newDealer('d'), rating: 4.25 }, 400, /rating must be a multiple of 0.1/],
      [{ ...newDealer('e'), established: 1899 }, 400, /established must be between 1900/],
      [{ ...newDealer('f'), email: 'nope' }, 400, /email must be a valid/],
      [{ ...newDealer('g'), country: 'XX' }, 400, /country must be one of/],
      [{ ...newDealer('h'), username: 'armeria-one' }, 409, /already taken/],
    ]
    for (const [body, status, detail] of bad) {
      const refused = await call('POST', '/api/admin/dealers', { token: admin, body })
      expect(refused.status, JSON.stringify(body)).toBe(status)
      expect(refused.body.detail).toMatch(detail)
    }
    const all = await call<ApiAdminDealer[]>('GET', '/api/admin/dealers', { token: admin })
    expect(all.body.filter((d) => /^armeria-[a-h]$/.test(d.username))).toEqual([])
  })

  it('updates, deactivates (keeping the dealer) and re-activates', async () => {
    const { body: created } = await call<ApiAdminDealer>('POST', '/api/admin/dealers', {
      token: admin,
      body: newDealer('two'),
    })
    const { password: _p, username: _u, ...fields } = newDealer('two')
    const updated = await call<ApiAdminDealer>('PUT', `/api/admin/dealers/${created.id}`, {
      token: admin,
      body: { ...fields, city: 'Genova' },
    })
    expect(updated.body.city).toBe('Genova')
    const removed = await call<ApiAdminDealer>('DELETE', `/api/admin/dealers/${created.id}`, {
      token: admin,
    })
    expect(removed.body.isActive).toBe(false)
    expect(
      (await call<ApiAdminDealer>('GET', `/api/admin/dealers/${created.id}`, { token: admin })).body
        .city,
    ).toBe('Genova')
    expect(
      (
        await call('POST', '/api/auth/dealer/login', {
          body: { username: 'armeria-two', password: 'secret-1' },
        })
      ).status,
    ).toBe(403)
    await call('PUT', `/api/admin/dealers/${created.id}`, {
      token: admin,
      body: { ...fields, isActive: true },
    })
    expect(
      (
        await call('POST', '/api/auth/dealer/login', {
          body: { username: 'armeria-two', password: 'secret-1' },
        })
      ).status,
    ).toBe(200)
    expect((await call('GET', '/api/admin/dealers/987654', { token: admin })).status).toBe(404)
  })
})

describe("a dealer's position", () => {
  it('is set, kept by an update without it, cleared by null, and shown to the public', async () => {
    const { password: _p, username: _u, ...fields } = newDealer('pos')
    const created = await call<ApiAdminDealer>('POST', '/api/admin/dealers', {
      token: admin,
      body: { ...newDealer('pos'), latitude: 45.4384, longitude: 10.9916 },
    })
    expect(created).toMatchObject({ status: 201, body: { latitude: 45.4384, longitude: 10.9916 } })
    const put = (body: Record<string, unknown>) =>
      call<ApiAdminDealer>('PUT', `/api/admin/dealers/${created.body.id}`, { token: admin, body })

    // A client that knows nothing of positions (the spec's body) leaves it as it is.
    expect((await put({ ...fields, city: 'Verona' })).body).toMatchObject({
      city: 'Verona',
      latitude: 45.4384,
      longitude: 10.9916,
    })
    const listed = await call<ApiPublicDealer[]>('GET', '/api/dealers')
    expect(listed.body.find((d) => d.id === created.body.id)).toMatchObject({
      latitude: 45.4384,
      longitude: 10.9916,
    })

    const refused: [Record<string, unknown>, RegExp][] = [
      [{ latitude: 91, longitude: 10 }, /latitude must be between -90 and 90/],
      [{ latitude: 45, longitude: -181 }, /longitude must be between -180 and 180/],
      [{ latitude: 45, longitude: null }, /both latitude and longitude, or neither/],
      [{ latitude: '45', longitude: 10 }, /latitude/],
    ]
    for (const [position, detail] of refused) {
      const answer = await put({ ...fields, ...position })
      expect(answer.status, JSON.stringify(position)).toBe(400)
      expect(answer.body).toMatchObject({ detail: expect.stringMatching(detail) })
    }
    // Payload's own API keeps the same rule.
    const panel = await fetch(`${app!.baseUrl}/cms/api/dealers/${created.body.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ latitude: null }),
    })
    expect(panel.status).toBe(400)
    expect(JSON.stringify(await panel.json())).toMatch(/both latitude and longitude/)

    expect((await put({ ...fields, latitude: null, longitude: null })).body).toMatchObject({
      latitude: null,
      longitude: null,
    })
  })
})

describe('filter options', () => {
  it('adds, refuses duplicates and blanks, renames across firearms, protects options in use', async () => {
    const created = await call<ApiFilterOption>('POST', '/api/admin/categories', {
      token: admin,
      body: { name: '  Carbine Kit ', type: 'category' },
    })
    expect(created).toMatchObject({ status: 201, body: { name: 'Carbine Kit', type: 'category' } })
    expect(
      (
        await call('POST', '/api/admin/categories', {
          token: admin,
          body: { name: 'Carbine Kit', type: 'category' },
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await call('POST', '/api/admin/categories', {
          token: admin,
          body: { name: '  ', type: 'category' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('POST', '/api/admin/categories', {
          token: admin,
          body: { name: 'X', type: 'colour' },
        })
      ).status,
    ).toBe(400)

    const options = await call<ApiFilterOption[]>('GET', '/api/admin/categories', { token: admin })
    const shotgun = options.body.find((o) => o.type === 'category' && o.name === 'Shotgun')!
    const inUse = (await call<ApiFirearm[]>('GET', '/api/firearms')).body.filter(
      (f) => f.category === 'Shotgun',
    ).length
    const refused = await call('DELETE', `/api/admin/categories/${shotgun.id}`, { token: admin })
    // The English text for API clients, the code and its parameters for the admin's language.
    expect(refused).toEqual({
      status: 409,
      body: refusal('optionInUse', { name: 'Shotgun', count: inUse }),
    })

    expect(
      (
        await call('PUT', `/api/admin/categories/${shotgun.id}`, {
          token: admin,
          body: { name: 'Shotguns' },
        })
      ).status,
    ).toBe(200)
    const firearms = (await call<ApiFirearm[]>('GET', '/api/firearms')).body
    expect(firearms.filter((f) => f.category === 'Shotguns')).toHaveLength(inUse)
    expect(firearms.filter((f) => f.category === 'Shotgun')).toHaveLength(0)

    expect(
      (await call('DELETE', `/api/admin/categories/${created.body.id}`, { token: admin })).status,
    ).toBe(200)
  })
})

describe('contact inbox', () => {
  it('lists, marks read and deletes messages', async () => {
    const sent = {
      name: 'Anna',
      email: 'anna@example.com',
      subject: 'Hours',
      message: 'Line 1\nLine 2',
    }
    expect((await call('POST', '/api/contact/submit', { body: sent })).status).toBe(201)
    const list = await call<ApiContact[]>('GET', '/api/admin/contacts', { token: admin })
    const message = list.body.find((c) => c.subject === 'Hours')!
    expect(message).toMatchObject({ ...sent, status: 'new' })
    expect(Date.parse(message.createdAt)).not.toBeNaN()
    expect(
      (
        await call<ApiContact>('PATCH', `/api/admin/contacts/${message.id}`, {
          token: admin,
          body: { status: 'read' },
        })
      ).body.status,
    ).toBe('read')
    expect(
      (
        await call('PATCH', `/api/admin/contacts/${message.id}`, {
          token: admin,
          body: { status: 'spam' },
        })
      ).status,
    ).toBe(400)
    expect(
      (await call('DELETE', `/api/admin/contacts/${message.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (await call('DELETE', `/api/admin/contacts/${message.id}`, { token: admin })).status,
    ).toBe(404)
  })
})

describe('firearms', () => {
  it('creates a firearm with an uploaded image, kept URLs and the spec’s cleaning', async () => {
    const created = await call<ApiFirearm>('POST', '/api/admin/firearms', {
      token: admin,
      body: await newFirearm('sog-1-test1'),
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      id: 'sog-1-test1',
      availability: 'Pre-Order',
      description: 'A test rifle.',
      isNew: true,
    })
    expect(created.body.imageUrl).toMatch(/^\/media\/.+\.png$/)
    expect(created.body.images).toEqual(['https://img.example.com/side.jpg'])
    expect(JSON.stringify(created.body)).not.toContain('data:')
    const image = await fetch(`${app!.baseUrl}${created.body.imageUrl}`)
    expect(image.headers.get('content-type')).toBe('image/png')

    // Saving the edit form back keeps the stored image instead of copying it.
    const edited = await call<ApiFirearm>('PUT', '/api/admin/firearms/sog-1-test1', {
      token: admin,
      body: { ...created.body, name: 'SOG Test renamed', images: [] },
    })
    expect(edited.body).toMatchObject({
      name: 'SOG Test renamed',
      imageUrl: created.body.imageUrl,
      images: [],
    })
    expect(
      (
        await call('POST', '/api/admin/firearms', {
          token: admin,
          body: await newFirearm('sog-1-test1'),
        })
      ).status,
    ).toBe(409)
  })

  it('promotes the first gallery image when there is no main image', async () => {
    const body = {
      ...(await newFirearm('sog-1-test2')),
      imageUrl: '',
      images: ['', 'https://img.example.com/a.jpg', '/media/none.jpg'],
    }
    const created = await call<ApiFirearm>('POST', '/api/admin/firearms', { token: admin, body })
    expect(created.body.imageUrl).toBe('https://img.example.com/a.jpg')
    expect(created.body.images).toEqual(['/media/none.jpg'])
  })

  it('refuses SVG, oversized and invalid input without writing anything', async () => {
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`
    const huge = `data:image/png;base64,${Buffer.alloc(5_242_881, 1).toString('base64')}`
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ ...(await newFirearm('sog-1-bad1')), imageUrl: svg }, 400, /JPEG, PNG, WebP, GIF or AVIF/],
      [
        { ...(await newFirearm('sog-1-bad2')), images: [await pngDataUrl(), huge] },
        413,
        IMAGE_TOO_LARGE_MESSAGE,
      ],
      [{ ...(await newFirearm('sog-1-bad3')), pricePLN: -5 }, 400, /pricePLN must be 0 or more/],
      [
        { ...(await newFirearm('sog-1-bad4')), priceEUR: 1.234 },
        400,
        /priceEUR must have at most 2 decimal/,
      ],
      [
        { ...(await newFirearm('sog-1-bad5')), description: 'x'.repeat(501) },
        400,
        /description must be at most 500/,
      ],
      [
        { ...(await newFirearm('sog-1-bad6')), availability: 'Sold' },
        400,
        /availability must be one of/,
      ],
      [{ ...(await newFirearm('sog-1-bad7')), caliber: ' ' }, 400, /caliber is required/],
      [{ ...(await newFirearm('bad id')) }, 400, /id must be/],
    ]
    const before = (await call<ApiFirearm[]>('GET', '/api/firearms')).body.length
    for (const [body, status, detail] of cases) {
      const refused = await call('POST', '/api/admin/firearms', { token: admin, body })
      expect(refused.status, String(body.id)).toBe(status)
      expect(refused.body.detail).toMatch(detail)
    }
    expect((await call<ApiFirearm[]>('GET', '/api/firearms')).body.length).toBe(before)
  })

  it('deletes a firearm', async () => {
    await call('POST', '/api/admin/firearms', {
      token: admin,
      body: await newFirearm('sog-1-test3'),
    })
    expect((await call('DELETE', '/api/admin/firearms/sog-1-test3', { token: admin })).status).toBe(
      200,
    )
    expect((await call('GET', '/api/firearms/sog-1-test3')).status).toBe(404)
    expect((await call('DELETE', '/api/admin/firearms/sog-1-test3', { token: admin })).status).toBe(
      404,
    )
  })
})

describe('company settings', () => {
  it('saves the company details for everyone to read', async () => {
    const current = (await call<ApiSettings>('GET', '/api/settings')).body
    const saved = await call<ApiSettings>('PUT', '/api/admin/settings', {
      token: admin,
      body: { ...current, companyName: 'SOG Firearms S.A.', companyDescription: 'One.\n\nTwo.' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      companyName: 'SOG Firearms S.A.',
      companyDescription: 'One.\n\nTwo.',
      companyLogo: current.companyLogo,
    })
    expect((await call<ApiSettings>('GET', '/api/settings')).body.companyName).toBe(
      'SOG Firearms S.A.',
    )
  })

  it('keeps optional exchange rates, above 0 with at most 4 decimals, for everyone to read', async () => {
    const current = (await call<ApiSettings>('GET', '/api/settings')).body
    expect(current.exchangeRates).toEqual({ PLN: null, USD: null })
    // Each save on the version stored now.
    const put = async (exchangeRates: Record<string, unknown>) =>
      call<ApiSettings>('PUT', '/api/admin/settings', {
        token: admin,
        body: { ...(await call<ApiSettings>('GET', '/api/settings')).body, exchangeRates },
      })
    for (const [PLN, code, message] of [
      [0, 'tooSmall', 'must be greater than 0'],
      [-4.25, 'tooSmall', 'must be greater than 0'],
      [4.26511, 'step', 'must have at most 4 decimal places'],
      [10_001, 'tooBig', 'must be at most 10000'],
      ['4,25', 'type', 'must be a number'],
    ] as const) {
      const refused = await put({ PLN, USD: null })
      expect(refused.status, String(PLN)).toBe(400)
      expect(refused.body, String(PLN)).toMatchObject({
        detail: expect.stringContaining('exchangeRates.PLN'),
        errors: [{ field: 'exchangeRates.PLN', code }],
      })
      expect(JSON.stringify(refused.body)).toContain(message)
    }
    const saved = await put({ PLN: 4.2651, USD: '' })
    expect(saved.status).toBe(200)
    expect(saved.body.exchangeRates).toEqual({ PLN: 4.2651, USD: null })
    const read = (await call<ApiSettings>('GET', '/api/settings')).body
    expect(read.exchangeRates).toEqual({ PLN: 4.2651, USD: null })
    expect((await put({ PLN: null, USD: null })).body.exchangeRates).toEqual({
      PLN: null,
      USD: null,
    })
  })

  it('changes the admin password only with the current one, a matching confirmation and 6+ characters', async () => {
    const current = (await call<ApiSettings>('GET', '/api/settings')).body
    const put = (extra: Record<string, string>) =>
      call('PUT', '/api/admin/settings', { token: admin, body: { ...current, ...extra } })
    expect(await put({ newAdminPassword: 'abcdef', confirmAdminPassword: 'abcdeg' })).toMatchObject(
      {
        status: 400,
        body: {
          detail: PASSWORDS_DIFFER,
          errors: [{ field: 'confirmAdminPassword', code: 'mismatch', message: PASSWORDS_DIFFER }],
        },
      },
    )
    expect(await put({ newAdminPassword: 'abc', confirmAdminPassword: 'abc' })).toMatchObject({
      status: 400,
      body: {
        detail: PASSWORD_TOO_SHORT,
        errors: [{ field: 'newAdminPassword', code: 'tooShort', message: PASSWORD_TOO_SHORT }],
      },
    })
    const change = { newAdminPassword: 'new-admin-pass', confirmAdminPassword: 'new-admin-pass' }
    const wrong = { status: 400, body: refusal('currentPasswordWrong') }
    expect(await put(change)).toEqual(wrong)
    expect(await put({ ...change, adminPassword: 'not-the-password' })).toEqual(wrong)
    expect((await put({ ...change, adminPassword: DEFAULT_ADMIN.password })).status).toBe(200)
    const login = (password: string) =>
      call('POST', '/api/auth/admin/login', {
        body: { username: DEFAULT_ADMIN.username, password },
      })
    expect((await login('new-admin-pass')).status).toBe(200)
    expect((await login(DEFAULT_ADMIN.password)).status).toBe(401)
  })
})
