import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiFirearm, ApiPublicDealer, ApiSettings } from '@sog/contract'
import type { ApiAdminFirearm, ApiFilterOption, ApiOptionLabels } from '@sog/contract'
import type { ApiAdminDealer, ApiAdminLogin, ApiStockist } from '@sog/contract'
import type { COUNTRIES } from '@sog/contract'
import { SAMPLE_DESCRIPTIONS, SAMPLE_FILTER_OPTIONS, SAMPLE_FIREARMS } from '@sog/samples'
import { SAMPLE_DEALERS } from '@sog/samples'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiClient } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

let app: Launched | undefined
const url = (path: string) => `${app!.baseUrl}${path}`
const call = apiClient(() => app!.baseUrl)

beforeAll(async () => {
  app = await launch()
}, 600_000)
afterAll(() => stop(app))

async function getJson<T>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(url(path), init)
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

describe('public catalogue', () => {
  it('lists every firearm as a plain array in the spec’s shape, images as URLs', async () => {
    const { status, body } = await getJson<ApiFirearm[]>('/api/firearms')
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(true)
    expect(body).toHaveLength(SAMPLE_FIREARMS.length)
    const carbine = body.find((f) => f.name === 'SOG-15 Carbine')!
    expect(carbine).toMatchObject({
      category: 'Rifle',
      caliber: '5.56x45mm NATO',
      barrelLength: '16"',
      isNew: false,
    })
    expect(carbine.imageUrl).toMatch(/^\/media\//)
    expect(carbine.images).toHaveLength(2)
    expect(carbine.imageSet[0]!.sizes.map((s) => s.width)).toEqual([360, 720, 1200])
    expect(JSON.stringify(body)).not.toContain('data:')
    const image = await fetch(url(carbine.imageUrl!))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
  })

  it('returns one firearm, or 404 with a detail', async () => {
    const { body } = await getJson<ApiFirearm>(`/api/firearms/${SAMPLE_FIREARMS[0]!.id}`)
    expect(body.id).toBe(SAMPLE_FIREARMS[0]!.id)
    expect(body.specifications.pl.lufa).toBeTruthy()
    const missing = await getJson<{ detail: string }>('/api/firearms/sog-0-nope')
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Firearm not found' } })
  })

  it('serves the dropdown lists as arrays of strings', async () => {
    const categories = await getJson<string[]>('/api/categories')
    expect(categories.body.sort()).toEqual([...SAMPLE_FILTER_OPTIONS.category].sort())
    for (const path of ['/api/calibers', '/api/barrel-lengths', '/api/system-types']) {
      const { body } = await getJson<string[]>(path)
      expect(body.length).toBeGreaterThan(0)
      expect(body.every((v) => typeof v === 'string' && v.trim() !== '')).toBe(true)
    }
  })

  it('compresses the catalogue for clients that accept it', async () => {
    const response = await fetch(url('/api/firearms'), { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  it('answers a repeated request with 304 while the data is unchanged', async () => {
    const first = await fetch(url('/api/firearms'))
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(url('/api/firearms'), { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })
})

describe('public company and network data', () => {
  it('lists countries with currencies and names in five languages', async () => {
    const { body } = await getJson<typeof COUNTRIES>('/api/countries')
    expect(body.find((c) => c.code === 'PL')).toMatchObject({
      currency: 'PLN',
      name: { pl: 'Polska' },
    })
    expect(body.find((c) => c.code === 'DE')?.currency).toBe('EUR')
    expect(body.find((c) => c.code === 'CH')?.currency).toBe('CHF')
  })

  it('shows the company settings with the description as text', async () => {
    const { body } = await getJson<ApiSettings>('/api/settings')
    expect(body.companyAddress).toContain('Poznań')
    expect(body.companyDescription).toContain('Poznań')
    expect(body.companyLogo).toMatch(/^\/media\//)
  })

  it('lists the active dealers with their public fields only', async () => {
    const { body } = await getJson<ApiPublicDealer[]>('/api/dealers')
    expect(body.map((d) => d.name).sort()).toEqual(SAMPLE_DEALERS.map((d) => d.name).sort())
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'address',
        'city',
        'country',
        'email',
        'established',
        'hours',
        'id',
        'latitude',
        'longitude',
        'name',
        'phone',
        'rating',
        'specialties',
        'website',
      ].sort(),
    )
    const one = await getJson<ApiPublicDealer>(`/api/dealers/${body[0]!.id}`)
    expect(one.body.name).toBe(body[0]!.name)
  })

  it('reports its health from the database', async () => {
    const { status, body } = await getJson<{
      status: string
      database: string
      uptimeSeconds: number
    }>('/api/health')
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'ok', database: 'up' })
  })
})

describe('contact form', () => {
  const message = {
    name: 'Jan Kowalski',
    email: 'jan@example.com',
    subject: 'Quote',
    message: 'Hello\nthere',
  }

  it('stores a valid message', async () => {
    const response = await fetch(url('/api/contact/submit'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify(message),
    })
    expect(response.status).toBe(201)
  })

  it('names the field that is wrong, and refuses malformed JSON', async () => {
    const post = (body: string) =>
      getJson<{ detail: string }>('/api/contact/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' },
        body,
      })
    expect(await post(JSON.stringify({ ...message, email: 'nope' }))).toMatchObject({
      status: 400,
      body: { detail: 'email must be a valid e-mail address' },
    })
    expect(await post(JSON.stringify({ ...message, subject: ' ' }))).toMatchObject({
      status: 400,
      body: { detail: 'subject is required' },
    })
    expect(await post('{"name":')).toMatchObject({
      status: 400,
      body: { detail: 'Request body must be valid JSON' },
    })
  })

  it('limits how often one client may send', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await fetch(url('/api/contact/submit'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.3' },
        body: JSON.stringify(message),
      })
      statuses.push(response.status)
    }
    expect(statuses, JSON.stringify(statuses)).toEqual([...Array(10).fill(201), 429, 429])
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe('the single-page app', () => {
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url(path), { headers })
    expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
    return { status: response.status, html: await response.text() }
  }
  const h1 = (html: string) => /<h1\b[^>]*>([^<]*)</.exec(html)?.[1]

  it('renders the public pages on the server, the admin and dealer screens in the browser', async () => {
    const firearm = SAMPLE_FIREARMS[0]!
    for (const path of ['/', '/catalog?category=Rifle', '/dealers', '/contact', '/favorites'])
      expect((await page(path)).status, path).toBe(200)
    const product = await page(`/product/${firearm.id}`)
    expect(product.status).toBe(200)
    expect(h1(product.html)).toBe(firearm.name)
    // Its styles, under the attribute the app's style cache adopts (web/src/lib/page/rendered-styles.ts).
    expect(product.html).toContain('<style data-rendered-styles="css ')
    for (const path of ['/admin/dashboard', '/dealer/login']) {
      const shell = await page(path)
      expect(shell.status, path).toBe(200)
      // Nothing but what the screen needs without scripts: the app renders it.
      expect(shell.html, path).toMatch(
        /<div id="root"><main [^>]*><noscript>.*<\/noscript><\/main><\/div>/s,
      )
    }
  })

  it('gives the admin and dealer screens the visitor’s language: the saved choice, else the browser’s (docs/decisions/0195-shell-language.md)', async () => {
    const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1]
    const dealer = await page('/dealer/login', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })
    expect(lang(dealer.html)).toBe('de')
    // What the screen needs, said where the browser runs no script, in the same language.
    expect(dealer.html).toMatch(
      /<div id="root"><main [^>]*><noscript><h1 [^>]*>Dieser Bereich der Website benötigt JavaScript<\/h1>/,
    )
    expect(dealer.html).toContain('<a href="/de">Zum Katalog</a>')
    expect(
      lang(
        (await page('/admin/dashboard', { cookie: 'sog-language=it', 'accept-language': 'de' }))
          .html,
      ),
    ).toBe('it')
    expect(lang((await page('/Dealer/dashboard', { 'accept-language': 'pl' })).html)).toBe('pl')
    expect(lang((await page('/admin/login', { 'accept-language': 'es-ES' })).html)).toBe('en')
    expect(lang((await page('/admin/login')).html)).toBe('en')

    // Caches keep one per language, and a browser revalidates the one it has.
    const french = await fetch(url('/dealer/login'), { headers: { 'accept-language': 'fr' } })
    expect(french.headers.get('vary')).toBe('accept-encoding, accept-language, cookie')
    const etag = french.headers.get('etag')!
    const again = await fetch(url('/dealer/login'), {
      headers: { 'accept-language': 'fr', 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    const changed = await fetch(url('/dealer/login'), {
      headers: { 'accept-language': 'de', 'if-none-match': etag },
    })
    expect(changed.status).toBe(200)
    expect(lang(await changed.text())).toBe('de')
  })

  it('answers an unknown product and an unknown path with the Not Found page and 404', async () => {
    const product = await page('/product/no-such-firearm')
    expect(product.status).toBe(404)
    expect(h1(product.html)).toBe('Product Not Found')
    for (const path of ['/no/such/page', '/another-one?x=1']) {
      const unknown = await page(path, { 'accept-language': 'en' })
      expect(unknown.status, path).toBe(404)
      expect(h1(unknown.html), path).toBe('Page not found')
    }
  })

  it('renders each language at its own address, in the country of the cookie (docs/decisions/0168-language-addresses.md)', async () => {
    const firearm = SAMPLE_FIREARMS.find((f) => f.priceEUR && f.pricePLN)!
    const german = await page(`/de/product/${firearm.id}`, {
      cookie: 'sog-language=fr; sog-country=DE',
      'accept-language': 'fr',
    })
    expect(german.html).toMatch(/<html lang="de"/)
    expect(german.html).toMatch(/€/)
    expect(german.html).toContain('<meta property="og:locale" content="de_DE" />')
    // The address decides: English at the spec's paths, whatever the cookie or the browser say.
    const english = await page(`/product/${firearm.id}`, {
      cookie: 'sog-language=de; sog-country=PL',
      'accept-language': 'de',
    })
    expect(english.html).toMatch(/<html lang="en"/)
    expect(english.html).toMatch(/zł/)
    const polish = await page('/pl', { 'accept-language': 'en' })
    expect(h1(polish.html)).toBe('Katalog broni')
    for (const [language, locale] of [
      ['it', 'it_IT'],
      ['fr', 'fr_FR'],
    ])
      expect((await page(`/${language}/dealers`)).html).toContain(
        `<meta property="og:locale" content="${locale}" />`,
      )
  })

  it('keeps the town a directory address names in a cookie for the product pages (docs/decisions/0178-named-town-cookie.md)', async () => {
    const named = await fetch(url('/de/dealers?country=all&place=%20Salzburg%20'))
    expect(named.status).toBe(200)
    expect(named.headers.get('set-cookie')).toBe(
      'sog-place=Salzburg; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(await named.text()).toContain('Salzburg, Österreich')
    const emptied = await fetch(url('/dealers?place='))
    expect(emptied.headers.get('set-cookie')).toBe('sog-place=; Max-Age=0; Path=/; SameSite=Lax')
    for (const path of [
      '/dealers?country=AT',
      `/product/${SAMPLE_FIREARMS[0]!.id}?place=Salzburg`,
      `/api/places?q=Salzburg`,
    ])
      expect((await fetch(url(path))).headers.get('set-cookie'), path).toBeNull()
  })

  it('keeps a country posted without the app and goes back to the page (docs/decisions/0193-country-without-the-app.md)', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(url('/country'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        redirect: 'manual',
      })
    const chosen = await post('country=AT&back=%2Fde%2Fdealers%3Fcountry%3Dall')
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/de/dealers?country=all')
    expect(chosen.headers.get('set-cookie')).toBe(
      'sog-country=AT; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(chosen.headers.get('cache-control')).toBe('no-store')
    // The page it goes back to is rendered in that country's currency.
    const firearm = SAMPLE_FIREARMS.find((f) => f.priceEUR && f.pricePLN)!
    const back = await page(`/de/product/${firearm.id}`, { cookie: 'sog-country=AT' })
    expect(back.html).toMatch(/€/)
    expect(back.html).not.toMatch(/zł/)
    // Never to another site, whatever the form says.
    for (const away of ['https://evil.example/', '//evil.example/', '/%5Cevil.example', ''])
      expect(
        (await post(`country=PL&back=${encodeURIComponent(away)}`)).headers.get('location'),
        away,
      ).toMatch(/^\/(?![/\\])/)
    const refused = async (response: Response, status: number) => {
      expect(response.status).toBe(status)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(((await response.json()) as { detail: string }).detail).toBeTruthy()
    }
    // A code the site does not offer, none at all, or not a form: nothing kept.
    await refused(await post('country=XX&back=%2F'), 400)
    await refused(await post('back=%2F'), 400)
    await refused(
      await fetch(url('/country'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"country":"AT"}',
      }),
      415,
    )
    await refused(await post(`country=AT&back=${'a'.repeat(4096)}`), 413)
    // Another site's page may not choose for the visitor.
    await refused(await post('country=AT&back=%2F', { 'sec-fetch-site': 'cross-site' }), 403)
  })

  it('sends a bare / to the chosen language’s home, else the browser’s, else English', async () => {
    const redirected = async (headers: Record<string, string>, path = '/') => {
      const response = await fetch(url(path), { headers, redirect: 'manual' })
      return response.status === 302 ? response.headers.get('location') : response.status
    }
    expect(await redirected({ cookie: 'sog-language=pl', 'accept-language': 'de' })).toBe('/pl')
    expect(await redirected({ 'accept-language': 'de-AT,de;q=0.9' })).toBe('/de')
    expect(await redirected({ 'accept-language': 'it' }, '/?view=list')).toBe('/it?view=list')
    expect(await redirected({ cookie: 'sog-language=en', 'accept-language': 'fr' })).toBe(200)
    expect(await redirected({ 'accept-language': 'es-ES' })).toBe(200)
    expect(await redirected({})).toBe(200)
    // A link of our own pages to `/` is the English home, whatever the visitor's language.
    expect(await redirected({ 'accept-language': 'pl', 'sec-fetch-site': 'same-origin' })).toBe(200)
    // The staff's and dealers' screens have one address, in any case, kept as it was encoded.
    for (const [from, to] of [
      ['/pl/admin/login?next=1', '/admin/login?next=1'],
      ['/de/Dealer/login', '/Dealer/login'],
      ['/it/admin/%E2%82%AC%3Fx', '/admin/%E2%82%AC%3Fx'],
    ]) {
      const moved = await fetch(url(from!), { redirect: 'manual' })
      expect(moved.status, from).toBe(308)
      expect(moved.headers.get('location'), from).toBe(to)
    }
  })

  it('shows an admin’s change on the next request: kept pages follow the data version', async () => {
    const before = await page('/', { 'accept-language': 'en' })
    expect(before.status).toBe(200)
    const login = await call<ApiAdminLogin>('POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
    const token = login.body.access_token
    const name = `Rendered ${Date.now()}`
    const created = await call<ApiFirearm>('POST', '/api/admin/firearms', {
      token,
      body: {
        name,
        category: 'Rifle',
        caliber: '.308 Win',
        barrelLength: '20"',
        systemType: 'Semi-Auto',
        pricePLN: 1000,
        priceEUR: 250,
      },
    })
    expect(created.status).toBe(201)
    try {
      expect((await page('/', { 'accept-language': 'en' })).html).toContain(name)
      const product = await page(`/product/${created.body.id}`)
      expect(product.status).toBe(200)
      expect(h1(product.html)).toBe(name)
    } finally {
      expect(
        (await call('DELETE', `/api/admin/firearms/${created.body.id}`, { token })).status,
      ).toBe(200)
    }
    expect((await page('/', { 'accept-language': 'en' })).html).not.toContain(name)
    expect((await page(`/product/${created.body.id}`)).status).toBe(404)
  })

  it('serves the hashed assets for a year', async () => {
    const html = await (await fetch(url('/admin/login'))).text()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const asset = await fetch(url(script!), { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect((await fetch(url('/favicon.svg'))).headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('unknown routes', () => {
  it('answers JSON 404 and 405, never an HTML page', async () => {
    const missing = await getJson<{ detail: string }>('/api/nothing/here')
    expect(missing).toMatchObject({
      status: 404,
      body: { detail: 'No such route: GET /api/nothing/here' },
    })
    const wrongMethod = await getJson<{ detail: string }>('/api/firearms', { method: 'DELETE' })
    expect(wrongMethod.status).toBe(405)
    const malformed = await getJson<{ detail: string }>('/api/firearms/%E0%A4%A')
    expect(malformed).toMatchObject({ status: 400, body: { detail: 'Malformed URL' } })
  })
})

// Last in the file: it changes inventory and deactivates a dealer.
describe('where to buy a firearm', () => {
  const firearmId = SAMPLE_FIREARMS[0]!.id
  const stockists = async () => {
    const { status, body } = await call<ApiStockist[]>('GET', `/api/firearms/${firearmId}/dealers`)
    expect(status).toBe(200)
    return body
  }

  it('lists the active dealers holding it available with stock, public fields only, by name', async () => {
    // The seed gives this firearm to the 1st dealer with no stock, the 4th and 7th with some.
    const body = await stockists()
    expect(body.map((s) => [s.dealer.name, s.stock])).toEqual([
      [SAMPLE_DEALERS[6]!.name, 6],
      [SAMPLE_DEALERS[3]!.name, 3],
    ])
    expect(Object.keys(body[0]!).sort()).toEqual(['dealer', 'price', 'stock'])
    expect(body[0]!.price).toBeGreaterThan(0)
    expect(body[0]!.dealer).not.toHaveProperty('username')
    expect(body[0]!.dealer).not.toHaveProperty('isActive')
  })

  it('follows stock, availability and dealer status', async () => {
    const login = await call<ApiAdminLogin>('POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
    const token = login.body.access_token
    const dealers = await call<ApiAdminDealer[]>('GET', '/api/admin/dealers', { token })
    const idOf = (index: number) =>
      dealers.body.find((d) => d.username === SAMPLE_DEALERS[index]!.username)!.id
    const setRow = async (index: number, row: { stock: number; available: boolean }) => {
      const path = `/api/inventory/dealer/${idOf(index)}/firearm/${firearmId}`
      const { status } = await call('PUT', path, { token, body: { ...row, price: 2100 } })
      expect(status).toBe(200)
    }
    const names = async () => (await stockists()).map((s) => s.dealer.name)

    await setRow(0, { stock: 2, available: true })
    expect(await names()).toContain(SAMPLE_DEALERS[0]!.name)
    await setRow(0, { stock: 2, available: false })
    expect(await names()).not.toContain(SAMPLE_DEALERS[0]!.name)
    await setRow(0, { stock: 0, available: true })
    expect(await names()).not.toContain(SAMPLE_DEALERS[0]!.name)

    const deactivated = await call('DELETE', `/api/admin/dealers/${idOf(3)}`, { token })
    expect(deactivated.status).toBe(200)
    expect(await names()).toEqual([SAMPLE_DEALERS[6]!.name])
  })

  it('answers 404 with a detail for an unknown firearm', async () => {
    expect(await call('GET', '/api/firearms/sog-0-nope/dealers')).toEqual({
      status: 404,
      body: { detail: 'Firearm not found' },
    })
  })
})

describe('languages (docs/api.md, "Languages")', () => {
  const carbine = SAMPLE_FIREARMS[0]!
  // Its French description is cleared below: French visitors then read the English one.
  const field = SAMPLE_FIREARMS.find((f) => f.name === 'SOG-12 Field')!
  const fieldTranslations = { pl: '', it: '', de: '', fr: '', ...SAMPLE_DESCRIPTIONS[field.id] }
  const adminToken = async () =>
    (await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })).body
      .access_token

  it('serves the option names in Polish, translated ones only, and nothing to translate in English', async () => {
    const pl = await getJson<ApiOptionLabels>('/api/option-labels?lang=pl')
    expect(pl.status).toBe(200)
    expect(pl.body.category).toMatchObject({ Rifle: 'Karabin', Pistol: 'Pistolet' })
    expect(pl.body.systemType.Carbine).toBe('Karabinek')
    // No translation: absent, so the visitor reads the English name.
    expect(pl.body.caliber).not.toHaveProperty('5.56x45mm NATO')
    expect(pl.body.systemType).not.toHaveProperty('AK')
    expect((await getJson<ApiOptionLabels>('/api/option-labels?lang=de')).body.category.Rifle).toBe(
      'Gewehr',
    )
    const en = await getJson<ApiOptionLabels>('/api/option-labels')
    expect(en.body).toEqual({ category: {}, caliber: {}, barrelLength: {}, systemType: {} })
    const refused = await getJson<{ detail: string }>('/api/option-labels?lang=es')
    expect(refused.status).toBe(400)
    expect(refused.body.detail).toBeTruthy()
  })

  it('keeps the English answers in the spec’s shape, and translates only with `lang`', async () => {
    const english = await getJson<ApiFirearm[]>('/api/firearms')
    const stored = english.body.find((f) => f.id === carbine.id)!
    expect(stored.description).toBe(carbine.description)
    expect(stored.category).toBe('Rifle')
    // The spec's two groups, and the other languages' groups where they hold rows.
    expect(stored.specifications.en).toEqual(carbine.specifications.en)
    expect(stored.specifications.pl).toEqual(carbine.specifications.pl)
    // `lang` alone keeps the full array (it is not a catalogue query).
    const polish = await getJson<ApiFirearm[]>('/api/firearms?lang=pl')
    expect(Array.isArray(polish.body)).toBe(true)
    const inPolish = polish.body.find((f) => f.id === carbine.id)!
    expect(inPolish.description).toMatch(/^Nasz podstawowy karabinek/)
    // Option values stay English in every language: the filters match them.
    expect(inPolish.category).toBe('Rifle')
    expect(polish.body.find((f) => f.id === field.id)!.description).toBe(fieldTranslations.pl)
    const page = await getJson<{ items: ApiFirearm[] }>('/api/firearms?lang=fr&category=Rifle')
    expect(page.body.items.find((f) => f.id === carbine.id)!.description).toMatch(/^Notre carabine/)
  })

  it('stores translations from the admin’s forms and serves each language its own, English the fallback', async () => {
    const token = await adminToken()
    const options = await call<ApiFilterOption[]>('GET', '/api/admin/categories', { token })
    const shotgun = options.body.find((o) => o.name === 'Shotgun' && o.type === 'category')!
    expect(shotgun.labels).toEqual({
      pl: 'Strzelba',
      it: 'Fucile a canna liscia',
      de: 'Flinte',
      fr: 'Fusil de chasse',
    })
    const renamed = await call<ApiFilterOption>('PUT', `/api/admin/categories/${shotgun.id}`, {
      token,
      body: { name: 'Shotgun', version: shotgun.version, labels: { de: 'Schrotflinte', it: '' } },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.labels).toEqual({
      pl: 'Strzelba',
      it: '',
      de: 'Schrotflinte',
      fr: 'Fusil de chasse',
    })
    expect(
      (await getJson<ApiOptionLabels>('/api/option-labels?lang=de')).body.category.Shotgun,
    ).toBe('Schrotflinte')
    // Cleared: Italian visitors read the English name.
    expect(
      (await getJson<ApiOptionLabels>('/api/option-labels?lang=it')).body.category,
    ).not.toHaveProperty('Shotgun')

    const read = await call<ApiAdminFirearm>('GET', `/api/admin/firearms/${field.id}`, { token })
    expect(read.body.description).toBe(field.description)
    expect(read.body.descriptions).toEqual(fieldTranslations)
    const { imageSet: _set, descriptions: _d, ...rest } = read.body
    const saved = await call<ApiAdminFirearm>('PUT', `/api/admin/firearms/${field.id}`, {
      token,
      body: {
        ...rest,
        descriptions: { de: 'Eine Flinte für Jagd und Wurftauben.', fr: '' },
        specifications: { ...rest.specifications, de: { barrel: '28" mit Laufschiene' } },
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.description).toBe(field.description)
    expect(saved.body.descriptions.de).toBe('Eine Flinte für Jagd und Wurftauben.')

    const german = await getJson<ApiFirearm>(`/api/firearms/${field.id}?lang=de`)
    expect(german.body.description).toBe('Eine Flinte für Jagd und Wurftauben.')
    expect(german.body.specifications.de).toEqual({ barrel: '28" mit Laufschiene' })
    const french = await getJson<ApiFirearm>(`/api/firearms/${field.id}?lang=fr`)
    expect(french.body.description).toBe(field.description)
    const english = await getJson<ApiFirearm>(`/api/firearms/${field.id}`)
    expect(english.body.description).toBe(field.description)
  })

  it('renders each language’s pages with its names and description', async () => {
    const html = async (path: string) => (await fetch(url(path))).text()
    for (let round = 0; round < 2; round++) {
      // The second round comes from the kept pages; each language keeps its own.
      const polish = await html(`/pl/product/${carbine.id}`)
      expect(polish).toMatch(/Nasz podstawowy karabinek/)
      expect(polish).toMatch(/>Karabin</)
      const english = await html(`/product/${carbine.id}`)
      expect(english).not.toMatch(/Nasz podstawowy karabinek/)
      expect(english).toMatch(/>Rifle</)
    }
    expect(await html('/de?category=Rifle')).toMatch(/>Gewehr</)
  })

  it('never answers one language with another’s cached answer', async () => {
    const path = `/api/firearms/${carbine.id}`
    for (let round = 0; round < 2; round++) {
      // The second round comes from the front cache; each language still gets its own.
      const answers = await Promise.all(
        ['', '?lang=pl', '?lang=de', '?lang=it'].map((query) =>
          getJson<ApiFirearm>(`${path}${query}`).then((r) => r.body.description),
        ),
      )
      expect(answers[0]).toBe(carbine.description)
      expect(answers[1]).toMatch(/^Nasz podstawowy/)
      expect(answers[2]).toMatch(/^Unser semiautomatischer/)
      expect(answers[3]).toMatch(/^La nostra carabina/)
    }
    const labels = await Promise.all(
      ['pl', 'fr'].map((lang) => getJson<ApiOptionLabels>(`/api/option-labels?lang=${lang}`)),
    )
    expect(labels.map((r) => r.body.category.Rifle)).toEqual(['Karabin', 'Fusil'])
  })
})
