import type { ApiFirearm } from '@sog/contract'

import { expect, test, unique } from '../support/fixtures'

/**
 * What crawlers and link previews get without running the app (issue "Public pages arrive
 * rendered"): robots.txt, the sitemap, and the rendered pages themselves.
 */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

test('robots.txt keeps crawlers out of private areas and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await response.text()
  const disallowed = [...text.matchAll(/^Disallow: (.*)$/gm)].map((m) => m[1]!)
  for (const path of ['/admin/login', '/dealer/dashboard', '/cms', '/api/firearms'])
    expect(
      disallowed.some((prefix) => path.startsWith(prefix)),
      path,
    ).toBe(true)
  for (const path of ['/', '/dealers', '/contact', '/product/sog-1700000000001-cb16a'])
    expect(
      disallowed.some((prefix) => path.startsWith(prefix)),
      path,
    ).toBe(false)
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap lists every product with its last change, a new one at once', async ({
  request,
  admin,
  baseURL,
}) => {
  const firearms = (await (await request.get('/api/firearms')).json()) as ApiFirearm[]
  const first = await request.get('/sitemap.xml')
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await first.text()
  const listed = locations(xml)
  for (const firearm of firearms) expect(listed).toContain(`${baseURL}/product/${firearm.id}`)
  for (const page of ['/', '/dealers', '/contact']) expect(listed).toContain(`${baseURL}${page}`)
  const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!)
  expect(lastmods).toHaveLength(firearms.length)
  for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod))).toBe(false)

  const created = await admin.post<ApiFirearm>('/admin/firearms', {
    name: unique('E2E Sitemap'),
    category: 'Rifle',
    caliber: '.308 Win',
    barrelLength: '20"',
    systemType: 'Bolt Action',
    pricePLN: 1000,
    priceEUR: 250,
  })
  try {
    const after = locations(await (await request.get('/sitemap.xml')).text())
    expect(after).toContain(`${baseURL}/product/${created.id}`)
  } finally {
    await admin.delete(`/admin/firearms/${created.id}`)
  }
  const removed = locations(await (await request.get('/sitemap.xml')).text())
  expect(removed).not.toContain(`${baseURL}/product/${created.id}`)
})
