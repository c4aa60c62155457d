/**
 * The files crawlers ask for (docs/decisions/0062-page-head.md): robots.txt keeps them out of
 * the private areas and the APIs, and names the sitemap; the sitemap lists the public pages
 * and every firearm with the time it last changed. Addresses are absolute, on the site's
 * origin (PUBLIC_URL, else the request's own).
 */

/** Path prefixes no crawler needs: staff and dealer screens, the panel, the APIs. */
const PRIVATE_PREFIXES = ['/admin/', '/dealer/', '/cms', '/api/']

/**
 * Public pages that are the same for everyone; favourites and compare are personal. The legal
 * pages are the SPA's `paths.privacy`, `paths.terms` and `paths.imprint`.
 */
const PUBLIC_PAGES = ['/', '/dealers', '/contact', '/privacy', '/terms', '/imprint']

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // A robots.txt rule is a prefix: "/dealer" would also hide the public "/dealers".
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

export type SitemapProduct = { id: string; updatedAt: string }

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)

function urlEntry(location: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${xml(lastModified)}</lastmod>` : ''
  return `<url><loc>${xml(location)}</loc>${lastmod}</url>`
}

export function sitemapXml(origin: string, products: SitemapProduct[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => urlEntry(`${origin}${page}`)),
    ...products.map((product) =>
      urlEntry(`${origin}/product/${encodeURIComponent(product.id)}`, product.updatedAt),
    ),
    '</urlset>',
    '',
  ].join('\n')
}

/** Payload's public REST answer for the firearms' ids and change times (no other field). */
export const SITEMAP_SOURCE = '/cms/api/firearms?limit=0&depth=0&sort=name&select[updatedAt]=true'

export function sitemapProducts(payloadAnswer: unknown): SitemapProduct[] {
  const docs = (payloadAnswer as { docs?: unknown } | null)?.docs
  if (!Array.isArray(docs)) return []
  return docs.flatMap((doc: { id?: unknown; updatedAt?: unknown }) =>
    typeof doc.id === 'string' && typeof doc.updatedAt === 'string'
      ? [{ id: doc.id, updatedAt: doc.updatedAt }]
      : [],
  )
}
