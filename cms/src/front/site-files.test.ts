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
  it('lists the public pages and every product with its last change, escaped', () => {
    const products = sitemapProducts({
      docs: [
        { id: 'sog-1', updatedAt: '2026-01-02T03:04:05.000Z' },
        { id: 'a&b', updatedAt: '2026-02-03T00:00:00.000Z' },
        { id: 7, updatedAt: 'not a firearm id' },
      ],
    })
    const text = sitemapXml('https://x.example', products)
    expect(text).toContain(
      '<url><loc>https://x.example/product/sog-1</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    )
    expect(text).toContain('<loc>https://x.example/product/a%26b</loc>')
    expect(text).toContain('<url><loc>https://x.example/</loc></url>')
    expect(text).toContain('<url><loc>https://x.example/dealers</loc></url>')
    for (const page of ['/privacy', '/terms', '/imprint'])
      expect(text).toContain(`<url><loc>https://x.example${page}</loc></url>`)
    expect(text.match(/<url>/g)).toHaveLength(8)
    expect(sitemapProducts(null)).toEqual([])
  })
})
