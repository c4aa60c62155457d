import compress from '@fastify/compress'
import replyFrom from '@fastify/reply-from'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import { constants as zlib } from 'node:zlib'
import { Redis } from 'ioredis'
import pg from 'pg'
import { destination, pino } from 'pino'

import { cacheKeyOf } from '@/api/cacheable-paths'
import { logOptions } from '@/lib/log'
import type { S3Settings } from '@/lib/s3'
import { matchesEtag } from '@/lib/etag'
import { bodyLimitFor, limitedBody, tooLarge, type FrontError } from './body-limits'
import { createDoors, type Refusal, type Store } from './doors'
import { addressProblem, bodyProblem, payloadQueryProblem, type Problem } from './hygiene'
import { createIdentity, type UserKind } from './identity'
import { mediaRoutes } from './media'
import { createMetrics } from './metrics'
import { createDataVersion } from './data-version'
import { createPageHandler } from './pages'
import { createPublicCache, type Entry } from './public-cache'
import { createRenderedPages, loadRenderer } from './rendered-pages'
import { loggablePath, requestIdFrom } from './request-log'
import { ROUTE_CLASSES, ROUTES, type PoolName, type RouteClass } from './route-classes'
import { FRONT_HEADERS, HSTS, PANEL_HEADERS, SPA_HEADERS } from './security'
import { robotsTxt, sitemapProducts, sitemapXml, SITEMAP_SOURCE } from './site-files'
import { siteOrigin } from './site-origin'
import { loadStaticFiles } from './static-files'
import { CLIENT_SIGNAL, createUpstream, type Upstream } from './upstream'

/**
 * The public port (Fastify): the SPA's files and pages, the public read cache, uploaded media
 * from disk, and everything else passed to the Next server on a private port — each request
 * first held to its route class's limits (route-classes.ts), cleaned of what no route can use
 * (hygiene.ts), counted at its door (doors.ts), logged as one JSON line and measured.
 * docs/decisions.md, "The front door", says why each part is there.
 */
export type FrontOptions = {
  port: number
  /** The built SPA (`web/dist`). */
  spaDir: string
  /** The SPA's server renderer (`web/dist-ssr`); without it every page is the shell. */
  rendererDir?: string
  /** Uploaded images, served at /media: this folder, or the bucket when `s3` is given. */
  mediaDir: string
  s3: S3Settings | null
  upstreamPort: number
  databaseUrl: string
  /** Whose X-Forwarded-* are believed (trustProxySetting), or false. */
  trustProxy: TrustProxy
  /** PAYLOAD_SECRET: the front reads who a token belongs to, never more. */
  secret: string
  /** Rate-limit counters in Redis instead of PostgreSQL. */
  redisUrl?: string
  /** PUBLIC_URL's origin: absolute addresses in pages, robots.txt and the sitemap. */
  publicUrl?: string
  metrics: { token?: string; port?: number; host?: string }
}

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean)

/**
 * `TRUST_PROXY`: false; true (one proxy in front: the client is the address it appended, the
 * rightmost X-Forwarded-For entry, never one the client wrote itself); a number of proxies; or
 * the proxies' addresses/CIDRs, comma-separated.
 */
export function trustProxySetting(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false') return false
  if (text === 'true') return (_address, hop) => hop < 1
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return (_address, hop) => hop < hops
  }
  return text.split(',').map((entry) => entry.trim())
}

declare module 'fastify' {
  interface FastifyContextConfig {
    routeClass?: RouteClass
  }
  interface FastifyRequest {
    userKind: UserKind
    clientSignal?: AbortSignal
    /** The username a login door request names ('' when none), for the door's accounting. */
    loginUsername?: string
  }
}

const JSON_TYPE = 'application/json; charset=utf-8'

function routeClassOf(request: FastifyRequest): RouteClass {
  return request.routeOptions.config.routeClass ?? ROUTE_CLASSES.page
}

/** `{detail}` everywhere; Payload's panel reads `errors[].message`, so /cms answers carry both. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, detail: string) {
  const body = request.url.startsWith('/cms')
    ? { detail, errors: [{ message: detail }] }
    : { detail }
  return reply.code(status).type(JSON_TYPE).header('cache-control', 'no-store').send(body)
}

function refuseWith(request: FastifyRequest, reply: FastifyReply, problem: Problem | Refusal) {
  if ('retryAfterSeconds' in problem) reply.header('retry-after', String(problem.retryAfterSeconds))
  return refuse(request, reply, problem.status, problem.detail)
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
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

/** The username or e-mail address a login body names, whichever encoding the client used. */
async function loginName(request: FastifyRequest): Promise<string> {
  const body = request.body
  if (!Buffer.isBuffer(body) || body.length === 0) return ''
  const type = String(request.headers['content-type'] ?? '')
  let fields: Record<string, unknown>
  try {
    if (/json/i.test(type)) fields = JSON.parse(body.toString('utf8')) as Record<string, unknown>
    else {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': type },
      }).formData()
      const payloadField = form.get('_payload')
      fields =
        typeof payloadField === 'string'
          ? (JSON.parse(payloadField) as Record<string, unknown>)
          : Object.fromEntries(form)
    }
  } catch {
    return ''
  }
  const name = fields?.username ?? fields?.email
  return typeof name === 'string' ? name.trim().toLowerCase() : ''
}

/** A GET of Payload's REST API with a query that Payload failed on: the query's fault. */
const QUERY_PARAMS = /[?&](where|sort|select|populate|joins)[=[]/

export async function startFrontServer(options: FrontOptions) {
  const trusted = options.trustProxy !== false
  const database = new pg.Pool({ connectionString: options.databaseUrl, max: 4 })
  database.on('error', () => {})
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null
  redis?.on('error', () => {})
  const store: Store = redis
    ? { kind: 'redis', client: redis }
    : { kind: 'postgres', pool: database }
  const doors = createDoors(store)
  const userKind = createIdentity(options.secret)
  const upstream = createUpstream(`http://127.0.0.1:${options.upstreamPort}`)
  const dataVersion = createDataVersion(database)
  const cache = createPublicCache(dataVersion, upstream.pools.api)
  const metrics = createMetrics(database, upstream.inFlight)
  const files = await loadStaticFiles(options.spaDir)
  const renderer = options.rendererDir ? await loadRenderer(options.rendererDir) : null
  const rendered =
    renderer && files.index
      ? createRenderedPages({
          renderer,
          template: files.index.body.toString('utf8'),
          version: dataVersion,
          cache,
        })
      : null
  const answerPage = createPageHandler(files, rendered, options.publicUrl)
  if (!options.s3) await fs.mkdir(options.mediaDir, { recursive: true })

  const app = Fastify({
    loggerInstance: pino(logOptions('front'), destination({ sync: false })),
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id'], trusted),
    trustProxy: options.trustProxy,
    exposeHeadRoutes: false,
    // Per route class below; this only bounds what Fastify's parser would ever hold.
    bodyLimit: 64 * 1024,
    // The socket may be idle this long (an answer Next takes long to produce included).
    connectionTimeout: 120_000,
    // Idle keep-alive connections close after 5 s. (No cap on requests per connection: Node
    // answers a request that races the cap with an empty 503.)
    keepAliveTimeout: 5_000,
    // Node's own backstop for the whole request; route classes set tighter deadlines.
    requestTimeout: 11 * 60_000,
    http: { headersTimeout: 15_000, connectionsCheckingInterval: 1_000 },
    return503OnClosing: true,
    frameworkErrors: (error, request, reply) => {
      refuse(
        request,
        reply,
        400,
        error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message,
      )
    },
  })

  // Media routes come from @fastify/static; they get their route class here.
  app.addHook('onRoute', (route) => {
    if (!route.config?.routeClass && /^\/(cms\/api\/)?media\//.test(route.url))
      route.config = { ...route.config, routeClass: ROUTE_CLASSES.media }
  })
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })

  app.decorateRequest('userKind', 'anonymous')
  app.addHook('onRequest', async (request, reply) => {
    reply
      .headers(
        request.routeOptions.config.routeClass === ROUTE_CLASSES.panel
          ? PANEL_HEADERS
          : SPA_HEADERS,
      )
      .header('x-request-id', request.id)
    if (trusted && request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    const problem =
      addressProblem(request.url) ??
      (request.url.startsWith('/cms/api/')
        ? payloadQueryProblem(new URLSearchParams(request.url.split('?')[1] ?? ''))
        : null)
    if (problem) return refuseWith(request, reply, problem)
    if (request.headers.authorization || request.headers.cookie)
      request.userKind = await userKind(request.headers)
  })

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  app.addHook('preParsing', async (request, _reply, payload) => {
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0
    if (!hasBody) return payload
    const routeClass = routeClassOf(request)
    const limit = bodyLimitFor(routeClass, request.userKind)
    if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(routeClass, limit)
    return limitedBody(payload, limit, routeClass.bodyDeadlineMs, tooLarge(routeClass, limit))
  })
  app.addHook('preValidation', async (request, reply) => {
    if (Buffer.isBuffer(request.body) && request.body.length > 0) {
      const problem = await bodyProblem(request.body, request.headers['content-type'])
      if (problem) return refuseWith(request, reply, problem)
    }
    const door = routeClassOf(request).door
    if (!door) return
    const refusal = await doors.enter(door, request.ip)
    if (refusal) {
      metrics.refused(door)
      return refuseWith(request, reply, refusal)
    }
    if (door !== 'login') return
    request.loginUsername = await loginName(request)
    if (!request.loginUsername) return
    const throttled = await doors.loginRefusal(request.loginUsername, request.ip)
    if (throttled) {
      metrics.refused('login-throttle')
      return refuseWith(request, reply, throttled)
    }
  })

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const routeClass = routeClassOf(request)
    metrics.observe(routeClass.name, request.method, status, reply.elapsedTime / 1000)
    request.log.info(
      {
        method: request.method,
        path: loggablePath(request.url),
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        user: request.userKind,
        client: request.ip,
        route: routeClass.name,
      },
      'request',
    )
  })
  // A login's outcome is counted before its answer leaves, so the client's next try sees it.
  app.addHook('onSend', async (request, reply) => {
    const username = request.loginUsername
    if (!username) return
    const status = reply.statusCode
    if (status === 401) await doors.loginFailed(username, request.ip)
    else if (status >= 200 && status < 300) await doors.loginSucceeded(username, request.ip)
  })

  app.setErrorHandler((error: FrontError | Error, request, reply) => {
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
    // A refused body is not read any further: the connection ends with the answer.
    if (status === 413 || status === 408) reply.header('connection', 'close')
    if (status >= 500) {
      request.log.error({ err: error }, 'front server error')
      return refuse(request, reply, 500, 'Internal server error')
    }
    return refuse(request, reply, status, error.message)
  })
  app.setNotFoundHandler((request, reply) => refuse(request, reply, 404, 'Not found'))

  /** Hands a request to Next through its class's pool. */
  function proxy(pool: PoolName) {
    return async function pass(request: FastifyRequest, reply: FastifyReply) {
      const place = upstream.acquire(pool, request.ip)
      if (place === 'pool-full') {
        reply.header('retry-after', '1')
        return refuse(request, reply, 503, 'The server is busy; please try again in a moment')
      }
      if (place === 'client-full') {
        reply.header('retry-after', '1')
        return refuse(request, reply, 429, 'Too many requests at once from this client')
      }
      const controller = new AbortController()
      request.clientSignal = controller.signal
      reply.raw.once('close', () => {
        place.release()
        if (!reply.raw.writableFinished) controller.abort()
      })
      // The body arrived whole (and checked); it goes on byte for byte, with its own type.
      const body = Buffer.isBuffer(request.body) ? request.body : undefined
      return reply.from(undefined, {
        ...(body
          ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
          : {}),
        rewriteRequestHeaders: (req, headers) => forwardedHeaders(req as FastifyRequest, headers),
        rewriteHeaders: (headers, req) => answerHeaders(headers, req as FastifyRequest),
        onResponse: (req, rep, res) => relay(req as FastifyRequest, rep as FastifyReply, res),
        onError: (rep, { error }) => upstreamFailed(request, rep as FastifyReply, error),
      })
    }
  }

  function forwardedHeaders(request: FastifyRequest, headers: http.IncomingHttpHeaders) {
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
    return refuse(
      request,
      reply,
      400,
      'This query cannot be answered: check its fields, operators and values',
    )
  }

  function upstreamFailed(request: FastifyRequest, reply: FastifyReply, error: Error) {
    if (request.clientSignal?.aborted || reply.raw.destroyed) return
    const cause = (error.cause ?? error) as { code?: string }
    if (cause.code === 'ECONNREFUSED' || cause.code === 'UND_ERR_CONNECT_TIMEOUT') {
      reply.header('retry-after', '5')
      return refuse(
        request,
        reply,
        503,
        'The application server is not answering; please try again shortly',
      )
    }
    if (
      /TIMEOUT/.test(String(cause.code)) ||
      /TIMEOUT/.test(String((error as { code?: string }).code))
    )
      return refuse(request, reply, 504, 'The application server took too long to answer')
    request.log.warn({ err: error }, 'upstream failed')
    return refuse(request, reply, 502, 'The application server closed the connection')
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
      for (const spec of ROUTES.filter(
        (r) => r.routeClass.pool === pool && r.routeClass !== ROUTE_CLASSES.page,
      )) {
        for (const url of spec.urls) {
          context.route({
            method: [...spec.methods],
            url,
            bodyLimit: Math.max(1, spec.routeClass.bodyLimit, spec.routeClass.staffBodyLimit ?? 0),
            config: { routeClass: spec.routeClass },
            handler:
              spec.routeClass === ROUTE_CLASSES.api
                ? (request, reply) => passOrCache(request, reply, pass)
                : pass,
          })
        }
      }
    })
  }
  await app.register(mediaRoutes, { mediaDir: options.mediaDir, s3: options.s3 })
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    config: { routeClass: ROUTE_CLASSES.page },
    handler: answerPage,
  })
  app.get('/robots.txt', { config: { routeClass: ROUTE_CLASSES.page } }, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, options.publicUrl))),
  )
  app.get(
    '/sitemap.xml',
    { config: { routeClass: ROUTE_CLASSES.page } },
    async (request, reply) => {
      const lookup = await cache.lookup(SITEMAP_SOURCE, request.ip)
      metrics.cacheLookup(lookup.result)
      if (!lookup.entry) {
        reply.header('retry-after', '5')
        return refuse(request, reply, 503, 'The sitemap cannot be made right now')
      }
      const products = sitemapProducts(JSON.parse(lookup.entry.body.toString('utf8')))
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(siteOrigin(request, options.publicUrl), products))
    },
  )
  app.get('/metrics', { config: { routeClass: ROUTE_CLASSES.metrics } }, async (request, reply) => {
    const token = options.metrics.token
    if (!token) return refuse(request, reply, 404, 'Not found')
    const given = Buffer.from(String(request.headers.authorization ?? ''))
    const wanted = Buffer.from(`Bearer ${token}`)
    if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted))
      return refuse(request, reply, 401, 'A metrics token is required')
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })

  // Fastify logs each address it listens on, the machine's internal ones included; the
  // launcher's start-up block names the address people open instead.
  const level = app.log.level
  app.log.level = 'warn'
  await app.listen({ port: options.port, host: '0.0.0.0' }).finally(() => (app.log.level = level))
  const metricsServer = options.metrics.port
    ? await listenMetrics(
        options.metrics.port,
        options.metrics.host ?? '127.0.0.1',
        metrics.registry,
      )
    : null

  return {
    close: async () => {
      metricsServer?.close()
      await app.close()
      await upstream.close()
      redis?.disconnect()
      await database.end().catch(() => {})
    },
  }
}

/** /metrics on an internal address only (METRICS_PORT), without a token. */
async function listenMetrics(
  port: number,
  host: string,
  registry: ReturnType<typeof createMetrics>['registry'],
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') return res.writeHead(404).end()
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return server
}

export type { Upstream }
