import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin } from '@sog/contract'
import type { ApiContact } from '@sog/contract'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
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
  // Geolocation for the site itself: the dealers directory's "Use my location" needs it.
  expect(headers.get('permissions-policy'), label).toMatch(/camera=\(\).*geolocation=\(self\)/)
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
      // Data for the app and for crawlers is never run: it only has to be the JSON it says.
      if (/type="application\/(ld\+)?json"/.test(attributes!)) {
        expect(() => JSON.parse(body!)).not.toThrow()
        continue
      }
      // An inline script would be blocked by script-src 'self'.
      expect(body!.trim(), 'inline script in index.html').toBe('')
      expect(attributes).toMatch(/src="\/[^/]/)
    }
    for (const [link, href] of html.matchAll(/<link\b[^>]*href="([^"]+)"/g)) {
      // The canonical address and the page in other languages name this site itself,
      // absolutely, as search engines need.
      if (/rel="canonical"/.test(link)) expect(href).toBe(url('/'))
      else if (/rel="alternate"/.test(link)) expect(href!.startsWith(url('/'))).toBe(true)
      else expect(href, 'stylesheet or icon from elsewhere').toMatch(/^\/[^/]/)
    }
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
