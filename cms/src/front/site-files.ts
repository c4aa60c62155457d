import { addressIn, LANGUAGES } from '@sog/contract'

/**
 * The files crawlers ask for (docs/decisions/0062-page-head.md): robots.txt keeps them out of
 * the private areas and the APIs, and names the sitemap; the sitemap lists the public pages
 * and every firearm, in every language, with the time it last changed. Addresses are absolute, on the site's
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

/**
 * A page in every language, each entry naming the others (and English as the default) as its
 * alternates, as the pages' own heads do (docs/decisions/0168-language-addresses.md).
 */
function urlEntries(origin: string, page: string, lastModified?: string): string[] {
  const lastmod = lastModified ? `<lastmod>${xml(lastModified)}</lastmod>` : ''
  const link = (hreflang: string, address: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(origin + address)}"/>`
  const alternates = [
    ...LANGUAGES.map((language) => link(language, addressIn(language, page))),
    link('x-default', page),
  ].join('')
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${xml(origin + addressIn(language, page))}</loc>${lastmod}${alternates}</url>`,
  )
}

export function sitemapXml(origin: string, products: SitemapProduct[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_PAGES.flatMap((page) => urlEntries(origin, page)),
    ...products.flatMap((product) =>
      urlEntries(origin, `/product/${encodeURIComponent(product.id)}`, product.updatedAt),
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
