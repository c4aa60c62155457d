import { describe, expect, it } from 'vitest'

import { robotsTxt, sitemapProducts, sitemapXml } from './site-files'

describe('robots.txt', () => {
  it('keeps crawlers out of the private areas and APIs, never out of /dealers', () => {
    const text = robotsTxt('https://dealers.example.com')
    const disallowed = [...text.matchAll(/^Disallow: (.*)$/gm)].map((m) => m[1]!)
    expect(disallowed).toEqual(['/admin/', '/dealer/', '/cms', '/api/'])
    for (const path of ['/dealers', '/product/x', '/contact', '/'])
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false)
    for (const path of ['/admin/login', '/dealer/dashboard', '/cms/login', '/api/firearms'])
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true)
    expect(text).toContain('Sitemap: https://dealers.example.com/sitemap.xml')
  })
})

describe('sitemap.xml', () => {
  const products = sitemapProducts({
    docs: [
      { id: 'sog-1', updatedAt: '2026-01-02T03:04:05.000Z' },
      { id: 'a&b', updatedAt: '2026-02-03T00:00:00.000Z' },
      { id: 7, updatedAt: 'not a firearm id' },
    ],
  })
  const text = sitemapXml('https://x.example', products)
  const entries = [...text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!)
  const locations = entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)![1]!)

  it('lists the public pages and every product in every language, escaped', () => {
    const pages = ['', '/dealers', '/contact', '/privacy', '/terms', '/imprint', '/product/sog-1']
    for (const page of [...pages, '/product/a%26b']) {
      expect(locations).toContain(`https://x.example${page || '/'}`)
      for (const language of ['pl', 'it', 'de', 'fr'])
        expect(locations).toContain(`https://x.example/${language}${page}`)
    }
    expect(entries).toHaveLength(8 * 5)
    expect(sitemapProducts(null)).toEqual([])
  })

  it('names each entry’s alternates in every language, English the default, and its last change', () => {
    const german = entries.find((entry) =>
      entry.includes('<loc>https://x.example/de/product/sog-1<'),
    )!
    expect(german).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    const alternates = [...german.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    )
    expect(alternates).toEqual([
      'en https://x.example/product/sog-1',
      'pl https://x.example/pl/product/sog-1',
      'it https://x.example/it/product/sog-1',
      'de https://x.example/de/product/sog-1',
      'fr https://x.example/fr/product/sog-1',
      'x-default https://x.example/product/sog-1',
    ])
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
})
