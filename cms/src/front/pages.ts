import { addressIn, FRONT_CLASSES, isPrivateArea, languageAddress } from '@sog/contract'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import path from 'node:path'

import { matchesEtag } from '@/lib/etag'
import type { Metrics } from './metrics'
import { pageAsk } from './page-ask'
import { placeCookieOf } from './place-cookie'
import { preferencesOf } from './preferences'
import type { PublicCache } from './public-cache'
import { refuse } from './refuse'
import type { RenderedPage, RenderedPages } from './rendered-pages'
import { shellOf, type Shells } from './shell'
import { robotsTxt, sitemapProducts, sitemapXml, SITEMAP_SOURCE } from './site-files'
import { siteOrigin } from './site-origin'
import type { StaticFile, StaticFiles } from './static-files'

/**
 * Sends one of the build's files (or the shell), with its validator and gzip form; `vary` names
 * the request headers it was chosen by.
 */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  vary = 'accept-encoding',
) {
  reply
    .header('content-type', file.type)
    .header('etag', file.etag)
    .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('vary', vary)
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send()
  const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip && file.gzip) reply.header('content-encoding', 'gzip')
  return reply.send(gzip && file.gzip ? file.gzip : file.body)
}

/**
 * A rendered page: it differs by the visitor's cookies and languages, so caches must know. A
 * page answering a form post holds what the visitor typed: `no-store`.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  cacheControl: 'no-cache' | 'no-store' = 'no-cache',
) {
  reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('etag', page.etag)
    .header('cache-control', cacheControl)
    // `/` also differs by where the visitor came from (redirectOf).
    .header('vary', 'accept-encoding, accept-language, cookie, sec-fetch-site')
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag))
    return reply.code(304).send()
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) reply.header('content-encoding', 'gzip')
  return reply.send(gzip ? page.gzip : page.body)
}

/**
 * Page requests: every GET of a path that is not the server's (/api, /cms, /media, /_next).
 * A file of the build is sent as it is; any other path without a file extension is a page of
 * the SPA: the public ones rendered here (docs/decisions/0059-rendered-pages.md), the admin and
 * dealer screens (or any page when rendering is unavailable) as the shell, `index.html`, whose
 * router renders them in the browser.
 */
const SERVER_PATHS = /^\/(api|cms|media|_next)(\/|$)/i

export type PagesOptions = {
  files: StaticFiles
  /** The shell in each language; null without a build. */
  shells: Shells | null
  rendered: RenderedPages | null
  cache: PublicCache
  metrics: Metrics
  publicUrl: string | undefined
}

const NOT_FOUND = { status: 404, detail: 'Not found' }

/**
 * Where a page's address sends the visitor instead (docs/decisions/0168-language-addresses.md):
 * the bare `/`, opened from elsewhere (typed, bookmarked, another site's link), to the home page
 * in the language they chose (its cookie), or on a first visit the one their browser prefers; a
 * link of our own pages to `/` means the English home. A staff or dealer screen under a
 * language's prefix goes to its one address. Null to answer the page itself. Built from the
 * address's path as it came (`raw`: normalised, still encoded, normal-path.ts), never from its
 * decoded form.
 */
function redirectOf(request: FastifyRequest, raw: string): string | null {
  const query = request.url.slice(raw.length)
  if (raw === '/') {
    if (request.headers['sec-fetch-site'] === 'same-origin') return null
    const { language } = preferencesOf(request.headers)
    return language === 'en' ? null : addressIn(language, `/${query}`)
  }
  const { basename, path: inner } = languageAddress(raw)
  return basename && isPrivateArea(inner) ? `${inner}${query}` : null
}

function createPageHandler({ files, shells, rendered, publicUrl }: PagesOptions) {
  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const [raw = '/'] = request.url.split('?', 1)
    const pathname = decodeURIComponent(raw)
    if (SERVER_PATHS.test(pathname)) return refuse(request, reply, NOT_FOUND)
    const file = files.file(pathname)
    if (file) return sendFile(request, reply, file)
    if (path.posix.extname(pathname) || !shells) return refuse(request, reply, NOT_FOUND)
    const elsewhere = redirectOf(request, raw)
    if (elsewhere !== null)
      return reply
        .code(pathname === '/' ? 302 : 308)
        .header('location', elsewhere)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie, sec-fetch-site')
        .send()
    const ask = pageAsk(request, publicUrl)
    const place = placeCookieOf(ask.url, ask.origin.startsWith('https:'))
    if (place) reply.header('set-cookie', place)
    const page = await rendered?.page(ask, request.ip).catch((error: unknown) => {
      request.log.error({ err: error }, 'page rendering failed; the browser renders it')
      return null
    })
    if (page) return sendPage(request, reply, page)
    const { language, staff, vary } = shellOf(raw, request.headers)
    return sendFile(request, reply, shells(language, staff), vary)
  }
}

/** The site's pages and files, and what crawlers ask for (robots.txt, the sitemap). */
export const pagesPlugin: FastifyPluginAsync<PagesOptions> = async (app, options) => {
  const { cache, metrics, publicUrl } = options
  const page = { config: { frontClass: FRONT_CLASSES.page } }
  app.route({ method: ['GET', 'HEAD'], url: '/*', ...page, handler: createPageHandler(options) })
  app.get('/robots.txt', page, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, publicUrl))),
  )
  app.get('/sitemap.xml', page, async (request, reply) => {
    const lookup = await cache.lookup(SITEMAP_SOURCE, request.ip)
    metrics.cacheLookup(lookup.result)
    if (!lookup.entry)
      return refuse(request, reply, {
        status: 503,
        detail: 'The sitemap cannot be made right now',
        retryAfterSeconds: 5,
      })
    const products = sitemapProducts(JSON.parse(lookup.entry.body.toString('utf8')))
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(siteOrigin(request, publicUrl), products))
  })
}
