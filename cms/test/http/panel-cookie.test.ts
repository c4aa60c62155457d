import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { it as italian } from '@payloadcms/translations/languages/it'
import { pl } from '@payloadcms/translations/languages/pl'
import { LANGUAGES, refusal } from '@sog/contract'
import { sayRefusal } from '@sog/contract/refusal-texts'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS, SAMPLE_FIREARMS } from '@sog/samples'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { panelText, say } from '@/i18n/texts'
import { freePort } from '@/launcher/free-port'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { launch, stop, type Launched } from '../helpers/launcher'

/**
 * Payload's panel in a browser: its cookie authenticates requests from the site's own pages,
 * whatever address the user opened, with PUBLIC_URL or without (decision 0157; issue 33: the
 * panel could not save without PUBLIC_URL), and its reads sent as form-encoded POSTs are
 * answered (issue 27: the upload pickers were refused with 415); and it speaks the editor's
 * language, refusals included (decision 0196).
 */
let local: Launched | undefined
let published: Launched | undefined
let publicOrigin = ''
let client = 0
const fresh = () => `198.20.${Math.floor(++client / 250) % 250}.${client % 250}`

beforeAll(async () => {
  const port = await freePort()
  publicOrigin = `http://localhost:${port}`
  ;[local, published] = await Promise.all([
    launch(),
    launch({ port, env: { PUBLIC_URL: publicOrigin } }),
  ])
}, 600_000)
afterAll(async () => {
  await Promise.all([stop(local), stop(published)])
})

async function signIn(app: Launched) {
  const response = await fetch(`${app.baseUrl}/cms/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh() },
    body: JSON.stringify({ username: DEFAULT_ADMIN.username, password: DEFAULT_ADMIN.password }),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('payload-token='))!
    .split(';')[0]!
}

/** Whom the panel's cookie stands for, sent with these headers (a browser's own). */
async function me(app: Launched, cookie: string, headers: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}/cms/api/admins/me`, {
    headers: { cookie, 'x-forwarded-for': fresh(), ...headers },
  })
  return ((await response.json()) as { user: { username?: string } | null }).user?.username
}

/** A save as the panel's edit view sends it: Payload's multipart form. */
async function save(app: Launched, cookie: string, origin: string, email: string) {
  // The edit view's own read, as the browser sends a same-origin GET: without Origin.
  const list = await fetch(`${app.baseUrl}/cms/api/admins?limit=1`, {
    headers: { cookie, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': fresh() },
  })
  const [account] = ((await list.json()) as { docs: { id: number; email: string }[] }).docs
  const body = new FormData()
  body.set('_payload', JSON.stringify({ email }))
  const saved = await fetch(`${app.baseUrl}/cms/api/admins/${account!.id}`, {
    method: 'PATCH',
    headers: { cookie, origin, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': fresh() },
    body,
  })
  return { status: saved.status, before: account!.email }
}

/** A firearm's change through Payload's API in a language, as an editor's browser sends it. */
function patchFirearm(token: string, id: string, language: string, data: Record<string, unknown>) {
  return fetch(`${local!.baseUrl}/cms/api/firearms/${id}`, {
    method: 'PATCH',
    headers: {
      authorization: `JWT ${token}`,
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': fresh(),
    },
    body: JSON.stringify(data),
  })
}

const SAME = { 'sec-fetch-site': 'same-origin' }
const CROSS = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

describe("the panel's cookie", () => {
  it('without PUBLIC_URL: from the address opened, and from no other origin', async () => {
    const cookie = await signIn(local!)
    const own = new URL(local!.baseUrl).origin
    expect(await me(local!, cookie, { origin: own, ...SAME })).toBe('admin')
    expect(await me(local!, cookie, CROSS)).toBeUndefined()
    expect(await me(local!, cookie, { 'sec-fetch-site': 'cross-site' })).toBeUndefined()
    // Another name of the same machine is another origin.
    expect(await me(local!, cookie, { origin: own.replace('127.0.0.1', 'localhost') })).toBe(
      undefined,
    )
    const refused = await save(local!, cookie, 'https://evil.example', 'evil@example.com')
    expect(refused.status).toBe(403)
    const saved = await save(local!, cookie, own, 'renamed@example.com')
    expect(saved.status).toBe(200)
    expect((await save(local!, cookie, own, saved.before)).status).toBe(200)
  })

  it('with PUBLIC_URL: from that address', async () => {
    const cookie = await signIn(published!)
    expect(await me(published!, cookie, { origin: publicOrigin, ...SAME })).toBe('admin')
    expect(await me(published!, cookie, CROSS)).toBeUndefined()
    const saved = await save(published!, cookie, publicOrigin, 'renamed@example.com')
    expect(saved.status).toBe(200)
    expect((await save(published!, cookie, publicOrigin, saved.before)).status).toBe(200)
  })

  it("answers the panel's reads sent as form-encoded POSTs", async () => {
    const cookie = await signIn(local!)
    const response = await fetch(`${local!.baseUrl}/cms/api/media`, {
      method: 'POST',
      headers: {
        cookie,
        origin: new URL(local!.baseUrl).origin,
        ...SAME,
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
        'x-forwarded-for': fresh(),
      },
      body: 'limit=2&depth=0',
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(2)
  })
})

describe("the panel's language", () => {
  const PAYLOAD = { en, pl, it: italian, de, fr }

  const loginPage = async (headers: Record<string, string>) => {
    const response = await fetch(`${local!.baseUrl}/cms/login`, {
      headers: { 'x-forwarded-for': fresh(), ...headers },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    return { lang: /<html[^>]* lang="([^"]*)"/.exec(html)?.[1], html }
  }

  it('is the one chosen in the panel, else on the site, else the browser’s, else English', async () => {
    for (const language of LANGUAGES) {
      const page = await loginPage({ 'accept-language': `${language}-XX,${language};q=0.9` })
      expect(page.lang).toBe(language)
      expect(page.html.includes(PAYLOAD[language].translations.authentication.login)).toBe(true)
    }
    expect((await loginPage({ 'accept-language': 'es-ES,es;q=0.9' })).lang).toBe('en')
    // The best of the five, as the site takes it, not the first language Payload knows.
    expect((await loginPage({ 'accept-language': 'es-ES,pl;q=0.9' })).lang).toBe('pl')
    // The language chosen on the site, before the browser's.
    const site = await loginPage({ 'accept-language': 'de', cookie: 'sog-language=it' })
    expect(site.lang).toBe('it')
    // The language chosen in the panel's account view is kept in Payload's cookie.
    const chosen = await loginPage({ 'accept-language': 'de', cookie: 'payload-lng=fr' })
    expect(chosen.lang).toBe('fr')
  })

  it('says one answer for every failed login, in each language', async () => {
    for (const language of LANGUAGES) {
      for (const username of [DEFAULT_ADMIN.username, 'nobody-of-that-name']) {
        const response = await fetch(`${local!.baseUrl}/cms/api/admins/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': language,
            'x-forwarded-for': fresh(),
          },
          body: JSON.stringify({ username, password: 'not-the-password' }),
        })
        expect(response.status).toBe(401)
        expect(((await response.json()) as { detail: string }).detail).toBe(
          say(language, 'login.invalid'),
        )
      }
    }
  })

  it('says a refused field in the editor’s language, marks it, and changes nothing', async () => {
    const token = (await signIn(local!)).replace('payload-token=', '')
    const id = SAMPLE_FIREARMS[0]!.id
    const path = `${local!.baseUrl}/cms/api/firearms/${id}`
    const before = await (await fetch(path, { headers: { authorization: `JWT ${token}` } })).json()
    const label = panelText('firearms.pricePLN')
    for (const language of LANGUAGES) {
      const response = await patchFirearm(token, id, language, { pricePLN: -5 })
      expect(response.status).toBe(400)
      const body = (await response.json()) as {
        errors: { data?: { errors: { path: string; message: string }[] } }[]
      }
      const message =
        language === 'en'
          ? 'Price in PLN must be 0 or more'
          : say(language, 'issues.tooSmall', { label: label[language], minimum: 0 })
      // The field's path and message, which the panel marks the field with.
      expect(body.errors[0]?.data?.errors).toEqual([
        expect.objectContaining({ path: 'pricePLN', message }),
      ])
    }
    const after = await (await fetch(path, { headers: { authorization: `JWT ${token}` } })).json()
    expect(after).toEqual(before)
  })

  it('reads a number sent as text as the editor writes it, or refuses it in their language', async () => {
    const token = (await signIn(local!)).replace('payload-token=', '')
    const id = SAMPLE_FIREARMS[1]!.id
    const path = `${local!.baseUrl}/cms/api/firearms/${id}`
    const read = async () =>
      (await (await fetch(path, { headers: { authorization: `JWT ${token}` } })).json()) as {
        pricePLN: number
        priceEUR: number
      }
    const before = await read()
    const send = (language: string, data: Record<string, unknown>) =>
      patchFirearm(token, id, language, data)
    onTestFinished(async () => {
      await send('en', { pricePLN: before.pricePLN, priceEUR: before.priceEUR })
    })
    // Payload alone read text with parseFloat: "4 999,99" was 4 and "12 zł" was 12.
    expect((await send('pl', { pricePLN: '4 999,99', priceEUR: '1.234,50 €' })).status).toBe(200)
    expect(await read()).toMatchObject({ pricePLN: 4999.99, priceEUR: 1234.5 })
    expect((await send('en', { pricePLN: '1,234' })).status).toBe(200)
    expect((await read()).pricePLN).toBe(1234)
    const label = panelText('firearms.priceEUR')
    for (const language of LANGUAGES) {
      const response = await send(language, { pricePLN: 5, priceEUR: '12 zł' })
      expect(response.status).toBe(400)
      const body = (await response.json()) as {
        errors: { data?: { errors: { path: string; message: string }[] } }[]
      }
      const example = language === 'en' ? '1234.50' : '1234,50'
      expect(body.errors[0]?.data?.errors).toEqual([
        expect.objectContaining({
          path: 'priceEUR',
          message: say(language, 'issues.number', { label: label[language], example }),
        }),
      ])
    }
    expect((await read()).pricePLN).toBe(1234)
  })

  it('says a product rule’s refusal in the editor’s language, and keeps the option', async () => {
    const token = (await signIn(local!)).replace('payload-token=', '')
    const auth = { authorization: `JWT ${token}` }
    const query = 'where[type][equals]=category&where[name][equals]=Rifle&depth=0'
    const list = async () =>
      (
        (await (
          await fetch(`${local!.baseUrl}/cms/api/filter-options?${query}`, { headers: auth })
        ).json()) as {
          docs: { id: number }[]
        }
      ).docs
    const [rifle] = await list()
    const count = SAMPLE_FIREARMS.filter((firearm) => firearm.category === 'Rifle').length
    for (const language of LANGUAGES) {
      const response = await fetch(`${local!.baseUrl}/cms/api/filter-options/${rifle!.id}`, {
        method: 'DELETE',
        headers: { ...auth, 'accept-language': language, 'x-forwarded-for': fresh() },
      })
      expect(response.status).toBe(409)
      const said =
        language === 'en'
          ? refusal('optionInUse', { name: 'Rifle', count }).detail
          : sayRefusal('optionInUse', { name: 'Rifle', count }, language)
      expect(((await response.json()) as { detail: string }).detail).toBe(said)
    }
    expect(await list()).toHaveLength(1)
  })

  const said = (
    coded: { code: string; params: Record<string, string | number>; detail: string },
    language: (typeof LANGUAGES)[number],
  ) => (language === 'en' ? coded.detail : sayRefusal(coded.code, coded.params, language))

  it('says the front’s own refusals in the editor’s language: a door’s wait', async () => {
    // One client uses its share of the reset door (5), then asks once in each language.
    const door = `${local!.baseUrl}/cms/api/admins/forgot-password`
    const client = fresh()
    const ask = (language: string) =>
      fetch(door, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          'x-forwarded-for': client,
        },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      })
    for (let i = 0; i < 5; i++) expect((await ask('en')).status).not.toBe(429)
    for (const language of LANGUAGES) {
      const response = await ask(language)
      expect(response.status).toBe(429)
      const wait = Number(response.headers.get('retry-after'))
      const body = (await response.json()) as { detail: string; errors: { message: string }[] }
      const text = said(
        refusal('tooManyRequests', { seconds: wait, count: Math.ceil(wait / 60) }),
        language,
      )
      // The panel shows `errors[].message`; `detail` is the same for every other reader.
      expect(body).toEqual({ detail: text, errors: [{ message: text }] })
    }
    // The editor's own choice in the panel's account view comes first.
    const chosen = await fetch(door, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'de',
        cookie: 'payload-lng=fr',
        'x-forwarded-for': client,
      },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    })
    const wait = Number(chosen.headers.get('retry-after'))
    expect(((await chosen.json()) as { detail: string }).detail).toBe(
      sayRefusal('tooManyRequests', { count: Math.ceil(wait / 60) }, 'fr'),
    )
  })

  it('keeps the last administrator, saying why in the editor’s language', async () => {
    const token = (await signIn(local!)).replace('payload-token=', '')
    const me = (await (
      await fetch(`${local!.baseUrl}/cms/api/admins/me`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { user: { id: number; role: string } }
    expect(me.user.role).toBe('admin')
    const path = `${local!.baseUrl}/cms/api/admins/${me.user.id}`
    for (const language of LANGUAGES) {
      const headers = {
        authorization: `JWT ${token}`,
        'accept-language': language,
        'x-forwarded-for': fresh(),
      }
      const demoted = await fetch(path, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'editor' }),
      })
      const deleted = await fetch(path, { method: 'DELETE', headers })
      for (const response of [demoted, deleted]) {
        expect(response.status).toBe(409)
        expect(((await response.json()) as { detail: string }).detail).toBe(
          said(refusal('lastAdmin'), language),
        )
      }
    }
    const after = (await (
      await fetch(`${local!.baseUrl}/cms/api/admins/me`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { user: { role: string } }
    expect(after.user.role).toBe('admin')
  })

  it('tells an inactive dealer why in their language on the panel’s door', async () => {
    const token = (await signIn(local!)).replace('payload-token=', '')
    const dealer = SAMPLE_DEALERS[1]!
    const dealers = `${local!.baseUrl}/cms/api/dealers`
    const found = (await (
      await fetch(`${dealers}?where[username][equals]=${dealer.username}&depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { docs: { id: number }[] }
    const switchTo = (isActive: boolean) =>
      fetch(`${dealers}/${found.docs[0]!.id}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ isActive }),
      })
    expect((await switchTo(false)).status).toBe(200)
    onTestFinished(async () => {
      expect((await switchTo(true)).status).toBe(200)
    })
    const credentials = { username: dealer.username, password: SAMPLE_DEALER_PASSWORD }
    for (const language of LANGUAGES) {
      const response = await fetch(`${local!.baseUrl}/cms/api/dealers/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          'x-forwarded-for': fresh(),
        },
        body: JSON.stringify(credentials),
      })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { detail: string }).detail).toBe(
        said(refusal('dealerInactive'), language),
      )
    }
  })
})
