import replyFrom from '@fastify/reply-from'
import { cacheKeyOf, largestBody, refusal, type PoolName } from '@sog/contract'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type http from 'node:http'

import { DATABASE_AWAY } from '@/lib/database-errors'
import { matchesEtag } from '@/lib/etag'
import type { Metrics } from './metrics'
import { panelAcceptLanguage } from './panel-language'
import type { Entry, PublicCache } from './public-cache'
import { refuse, SERVER_BUSY, TOO_MANY_AT_ONCE } from './refuse'
import { FRONT_ROUTES } from './route-table'
import { FRONT_HEADERS } from './security'
import { CLIENT_SIGNAL, type Upstream } from './upstream'

/**
 * Everything the front passes to the application server (Next, on a private port): every
 * path of the route table, each through its class's upstream pool (upstream.ts), the public
 * reads answered from the public cache when it holds them (public-cache.ts). The body arrived
 * whole and checked (bodies.ts) and goes on byte for byte; the client's address, scheme and
 * request id go along; a client that leaves aborts its upstream request.
 */
export type ProxyOptions = {
  upstream: Upstream
  upstreamPort: number
  cache: PublicCache
  metrics: Metrics
  /** Whether the database answers now: while it does not, its callers are answered at once. */
  databaseAvailable: () => boolean
  /** The address users open, when set (PUBLIC_URL). */
  publicUrl: string | undefined
}

/** Paths that cannot be answered without the database (the health check says so itself). */
const NEEDS_DATABASE = /^\/(api|cms\/api)\/(?!health(\?|$))/i

declare module 'fastify' {
  interface FastifyRequest {
    clientSignal?: AbortSignal
  }
}

/** A GET of Payload's REST API with a query that Payload failed on: the query's fault. */
const QUERY_PARAMS = /[?&](where|sort|select|populate|joins)[=[]/

export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply
    .header('content-type', entry.contentType)
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send()
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) reply.header('content-encoding', 'gzip')
  return reply.send(gzip ? entry.gzip : entry.body)
}

/**
 * The panel's cookie authenticates only requests from the site's own pages (Payload's CSRF
 * rule: an `Origin` it does not list makes it ignore the cookie). Which origin is the site's
 * own is known here, not in Next (which sees its private port): the address the visitor opened
 * (scheme and host, through the trusted proxy's X-Forwarded-* when TRUST_PROXY says so) or
 * PUBLIC_URL. Such an `Origin` is taken off, and Payload then reads the browser's
 * `Sec-Fetch-Site: same-origin` (Next's server actions skip their own check without one); any
 * other `Origin` goes on, and Payload refuses the cookie (issue 33: the panel could not save
 * without PUBLIC_URL). docs/decisions/0157-panel-cookie.md.
 */
export function isOwnOrigin(
  request: FastifyRequest,
  origin: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (!origin) return false
  return (
    origin === publicUrl ||
    origin.toLowerCase() === `${request.protocol}://${request.host}`.toLowerCase()
  )
}

function forwardedHeaders(
  request: FastifyRequest,
  headers: http.IncomingHttpHeaders,
  publicUrl: string | undefined,
) {
  const out: Record<string | symbol, unknown> = {
    ...headers,
    host: request.headers.host ?? headers.host,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    'x-request-id': request.id,
  }
  delete out.forwarded
  delete out['x-real-ip']
  if (isOwnOrigin(request, headers.origin, publicUrl)) delete out.origin
  const language = panelAcceptLanguage(request.url, headers)
  if (language) out['accept-language'] = language
  out[CLIENT_SIGNAL] = request.clientSignal
  return out as http.IncomingHttpHeaders
}

function answerHeaders(headers: http.IncomingHttpHeaders, request: FastifyRequest) {
  const out = { ...headers }
  for (const name of FRONT_HEADERS) delete out[name]
  // The session cookie never travels over plain HTTP once the site is reached over https.
  const cookies = out['set-cookie']
  if (request.protocol === 'https' && cookies) {
    // undici gives one cookie as a string, several as an array.
    out['set-cookie'] = (Array.isArray(cookies) ? cookies : [cookies]).map((cookie) =>
      /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`,
    )
  }
  return out
}

function relay(
  request: FastifyRequest,
  reply: FastifyReply,
  response: { statusCode: number; stream: NodeJS.ReadableStream },
) {
  // Payload's "Cannot GET <its private address>" for a collection without REST endpoints
  // (its own bookkeeping, such as payload-migrations): nothing is served there.
  if (response.statusCode === 501 && request.url.startsWith('/cms/api/')) {
    response.stream.resume()
    reply.removeHeader('content-length')
    reply.removeHeader('content-encoding')
    return refuse(request, reply, { status: 404, detail: 'Not found' })
  }
  const oddQuery =
    response.statusCode >= 500 &&
    request.method === 'GET' &&
    request.url.startsWith('/cms/api/') &&
    QUERY_PARAMS.test(request.url)
  if (!oddQuery) return reply.send(response.stream)
  response.stream.resume()
  request.log.warn({ upstreamStatus: response.statusCode }, 'Payload failed on a query')
  reply.removeHeader('content-length')
  reply.removeHeader('content-encoding')
  return refuse(request, reply, {
    status: 400,
    detail: 'This query cannot be answered: check its fields, operators and values',
  })
}

function upstreamFailed(request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (request.clientSignal?.aborted || reply.raw.destroyed) return
  const cause = (error.cause ?? error) as { code?: string }
  if (cause.code === 'ECONNREFUSED' || cause.code === 'UND_ERR_CONNECT_TIMEOUT') {
    return refuse(request, reply, { status: 503, ...refusal('serverAway'), retryAfterSeconds: 5 })
  }
  if (
    /TIMEOUT/.test(String(cause.code)) ||
    /TIMEOUT/.test(String((error as { code?: string }).code))
  )
    return refuse(request, reply, { status: 504, ...refusal('serverSlow') })
  request.log.warn({ err: error }, 'upstream failed')
  return refuse(request, reply, { status: 502, ...refusal('serverClosed') })
}

export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (app, options) => {
  const { upstream, cache, metrics, databaseAvailable, publicUrl } = options

  /** Hands a request to Next through its class's pool. */
  function proxy(pool: PoolName) {
    return async function pass(request: FastifyRequest, reply: FastifyReply) {
      if (!databaseAvailable() && NEEDS_DATABASE.test(request.url))
        return refuse(request, reply, DATABASE_AWAY)
      const place = upstream.acquire(pool, request.ip)
      if (place === 'pool-full')
        return refuse(request, reply, { ...SERVER_BUSY, retryAfterSeconds: 1 })
      if (place === 'client-full')
        return refuse(request, reply, { ...TOO_MANY_AT_ONCE, retryAfterSeconds: 1 })
      const controller = new AbortController()
      request.clientSignal = controller.signal
      reply.raw.once('close', () => {
        place.release()
        if (!reply.raw.writableFinished) controller.abort()
      })
      const body = Buffer.isBuffer(request.body) ? request.body : undefined
      return reply.from(undefined, {
        ...(body
          ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
          : {}),
        rewriteRequestHeaders: (req, headers) =>
          forwardedHeaders(req as FastifyRequest, headers, publicUrl),
        rewriteHeaders: (headers, req) => answerHeaders(headers, req as FastifyRequest),
        onResponse: (req, rep, res) => relay(req as FastifyRequest, rep as FastifyReply, res),
        onError: (rep, { error }) => upstreamFailed(request, rep as FastifyReply, error),
      })
    }
  }

  async function passOrCache(
    request: FastifyRequest,
    reply: FastifyReply,
    pass: ReturnType<typeof proxy>,
  ) {
    // Kept per path and declared query: /api/firearms?page=2 is its own answer (public-cache).
    const key =
      request.method === 'GET' || request.method === 'HEAD' ? cacheKeyOf(request.url) : null
    if (key !== null) {
      const lookup = await cache.lookup(key, request.ip)
      metrics.cacheLookup(lookup.result)
      if (lookup.entry) return sendEntry(request, reply, lookup.entry)
    }
    return pass(request, reply)
  }

  // One encapsulated context per upstream pool, each with its own reply-from.
  for (const pool of ['auth', 'api', 'panel'] as const) {
    await app.register(async (context: FastifyInstance) => {
      await context.register(replyFrom, {
        base: `http://127.0.0.1:${options.upstreamPort}`,
        undici: upstream.pools[pool],
        destroyAgent: false,
        disableRequestLogging: true,
        contentTypesToEncode: [],
        retryMethods: [],
      })
      const pass = proxy(pool)
      for (const route of FRONT_ROUTES.filter((r) => r.frontClass.pool === pool)) {
        context.route({
          method: route.methods,
          url: route.url,
          bodyLimit: Math.max(1, largestBody(route.frontClass)),
          config: { frontClass: route.frontClass },
          handler:
            route.frontClass.pool === 'api' && route.url.startsWith('/api')
              ? (request, reply) => passOrCache(request, reply, pass)
              : pass,
        })
      }
    })
  }
}
