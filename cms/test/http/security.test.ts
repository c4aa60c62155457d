import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin } from '@sog/contract'
import type { ApiContact } from '@sog/contract'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/contract/samples'
import { DEFAULT_ADMIN } from '@/server/runtime-env'
import { apiClient } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

let app: Launched | undefined
let adminToken: string
const call = apiClient(() => app!.baseUrl)
const url = (path: string) => `${app!.baseUrl}${path}`

beforeAll(async () => {
  app = await launch()
  adminToken = (await call<ApiAdminLogin>('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN }))
    .body.access_token
}, 600_000)
afterAll(() => stop(app))

const SPA_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

function directives(policy: string | null): string[] {
  return (policy ?? '').split(';').map((d) => d.trim())
}

function expectCommonHeaders(headers: Headers, label: string) {
  expect(headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(headers.get('x-frame-options'), label).toBe('DENY')
  expect(headers.get('permissions-policy'), label).toMatch(/camera=\(\).*geolocation=\(\)/)
  expect(headers.get('cross-origin-opener-policy'), label).toBe('same-origin')
}

describe('security headers', () => {
  it('are on the SPA’s pages and files, /api answers (cached, proxied, errors)', async () => {
    const html = await (await fetch(url('/'))).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const paths = [
      '/',
      '/catalog',
      asset!,
      '/api/firearms',
      '/api/firearms', // the second one comes from the front server's cache
      '/api/health',
      '/api/no-such-route',
      '/api/firearms/sog-0-nope',
    ]
    for (const path of paths) {
      const response = await fetch(url(path))
      expect(response.status, path).toBeLessThan(500)
      expectCommonHeaders(response.headers, path)
      expect(directives(response.headers.get('content-security-policy')), path).toEqual(
        expect.arrayContaining(SPA_POLICY),
      )
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
      await response.arrayBuffer()
    }
    const notFound = await fetch(url('/api/no-such-route'))
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('sends HSTS only when the trusted proxy says the request came over https', async () => {
    for (const path of ['/', '/api/health']) {
      const secure = await fetch(url(path), { headers: { 'x-forwarded-proto': 'https' } })
      expect(secure.headers.get('strict-transport-security'), path).toBe('max-age=15552000')
      const plain = await fetch(url(path), { headers: { 'x-forwarded-proto': 'http' } })
      expect(plain.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('the SPA page runs only its own files, as its policy demands', async () => {
    const html = await (await fetch(url('/catalog'))).text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      // An inline script would be blocked by script-src 'self'.
      expect(body!.trim(), 'inline script in index.html').toBe('')
      expect(attributes).toMatch(/src="\/[^/]/)
    }
    for (const [, href] of html.matchAll(/<link\b[^>]*href="([^"]+)"/g))
      expect(href, 'stylesheet or icon from elsewhere').toMatch(/^\/[^/]/)
  })

  it('gives the panel at /cms a policy that lets its own page load', async () => {
    const login = await fetch(url('/cms/login'))
    expect(login.status).toBe(200)
    expectCommonHeaders(login.headers, '/cms/login')
    const policy = directives(login.headers.get('content-security-policy'))
    expect(policy).toContain("frame-ancestors 'none'")
    const html = await login.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    const sources = scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1])
    const external = sources.filter((s): s is string => Boolean(s))
    expect(external.length).toBeGreaterThan(0)
    for (const src of external) {
      expect(src, 'panel script from elsewhere').toMatch(/^\/[^/]/)
      expect((await fetch(url(src))).status, src).toBe(200)
    }
    // Next bootstraps the page with inline scripts: the panel's policy must allow them.
    if (scripts.some(([, attributes, body]) => !/src=/.test(attributes!) && body!.trim()))
      expect(policy).toContain("script-src 'self' 'unsafe-inline'")
    for (const [, href] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
      expect(href).toMatch(/^\/[^/]/)
  })
})

describe('stored text with markup', () => {
  it('comes back from /api as the same plain JSON string, never as HTML', async () => {
    const markup = '<script>alert("x")</script><img src=x onerror="alert(1)"> & </textarea>'
    const sent = await call<{ id: number }>('POST', '/api/contact/submit', {
      body: {
        name: '<b>Mallory</b>',
        email: 'mallory@example.com',
        subject: markup,
        message: markup,
      },
    })
    expect(sent.status).toBe(201)
    const response = await fetch(url('/api/admin/contacts'), {
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const contacts = (await response.json()) as ApiContact[]
    const stored = contacts.find((c) => c.id === sent.body.id)
    expect(stored).toMatchObject({ name: '<b>Mallory</b>', subject: markup, message: markup })
  })
})

describe('brute force', () => {
  const MESSAGE = 'Too many failed login attempts. Try again in 15 minutes.'

  async function expectLockAfterFiveWrong(path: string, username: string, password: string) {
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', path, { body: { username, password: `wrong-${i}` } })
      expect(wrong.status, `attempt ${i + 1}`).toBe(401)
    }
    for (const attempt of [password, 'wrong-again']) {
      const response = await fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ username, password: attempt }),
      })
      expect(response.status).toBe(423)
      expect(await response.json()).toEqual({ detail: MESSAGE })
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(14 * 60)
      expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    }
  }

  it('locks a dealer account after 5 wrong passwords, the right one included, and says so', async () => {
    const dealer = SAMPLE_DEALERS[3]!.username
    await expectLockAfterFiveWrong('/api/auth/dealer/login', dealer, SAMPLE_DEALER_PASSWORD)
    // Only that account: another dealer still logs in.
    const other = await call('POST', '/api/auth/dealer/login', {
      body: { username: SAMPLE_DEALERS[4]!.username, password: SAMPLE_DEALER_PASSWORD },
    })
    expect(other.status).toBe(200)
  })

  it('locks an admin account the same way', async () => {
    const second = {
      username: 'second-admin',
      email: 'second@example.com',
      password: 'second-pass',
    }
    const created = await fetch(url('/cms/api/admins'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
      body: JSON.stringify({ ...second, role: 'admin' }),
    })
    expect(created.status).toBe(201)
    await expectLockAfterFiveWrong('/api/auth/admin/login', second.username, second.password)
    const first = await call('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN })
    expect(first.status).toBe(200)
  })

  it('limits logins per client: 20 per 10 minutes, then 429 with the wait', async () => {
    const attempt = (client: string) =>
      fetch(url('/api/auth/dealer/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ username: 'nobody-at-all', password: 'whatever' }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await attempt('203.0.113.9')).status)
    expect(statuses).toEqual([...Array(20).fill(401), 429])
    const refused = await attempt('203.0.113.9')
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /^Too many requests; please try again in \d+ seconds$/,
    )
    // Another client is not affected.
    expect((await attempt('203.0.113.10')).status).toBe(401)
  })
})
