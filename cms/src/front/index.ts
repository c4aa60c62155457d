import compress from '@fastify/compress'
import Fastify, { LogController } from 'fastify'
import fs from 'node:fs/promises'
import { constants as zlib } from 'node:zlib'
import { Redis } from 'ioredis'
import pg from 'pg'
import { destination, pino } from 'pino'

import type { S3Settings } from '@/lib/s3'
import { addressPlugin, rewriteUrl } from './address'
import { bodiesPlugin, CONNECTION_TIMEOUT_MS } from './bodies'
import { countryFormPlugin } from './country-form'
import { createDataVersion } from './data-version'
import { createDoors, doorsPlugin } from './doors'
import type { Store } from '@/lib/rate-limit-store'
import { createIdentity, identityPlugin } from './identity'
import { mediaPlugin } from './media'
import { createMetrics } from './metrics'
import { frontLogOptions, listenMetrics, observabilityPlugin } from './observability'
import { pagesPlugin } from './pages'
import { shellsOf } from './shell'
import { postedFormsPlugin } from './posted-forms'
import { proxyPlugin } from './proxy'
import { createPublicCache } from './public-cache'
import { createRenderedPages, loadRenderer } from './rendered-pages'
import { requestIdFrom } from './request-log'
import { securityHeadersPlugin } from './security'
import { loadStaticFiles } from './static-files'
import { createUpstream } from './upstream'

/**
 * The public port (Fastify). Every request meets, in this order: its address settled
 * (address.ts), its security headers (security.ts), its log line and metrics
 * (observability.ts), who it claims to be (identity.ts), its body's limits (bodies.ts), its
 * door (doors.ts); then one of the routes: the application server behind (proxy.ts), the
 * uploaded media (media.ts), a form posted without the app (posted-forms.ts,
 * country-form.ts), or the site's pages and files (pages.ts). docs/architecture.md
 * follows a request through them.
 */
export type FrontOptions = {
  port: number
  /** The address to listen on. */
  host: string
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

export async function startFrontServer(options: FrontOptions) {
  const trusted = options.trustProxy !== false
  // A stalled database fails the front's queries within seconds, never holds them (issue 32, M9).
  const database = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 4,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
  })
  database.on('error', () => {})
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null
  redis?.on('error', () => {})
  const store: Store = redis
    ? { kind: 'redis', client: redis }
    : { kind: 'postgres', pool: database }
  const upstream = createUpstream(`http://127.0.0.1:${options.upstreamPort}`)
  const dataVersion = createDataVersion(database)
  const cache = createPublicCache(dataVersion, upstream.pools.api)
  const metrics = createMetrics(database, upstream.inFlight)
  const identity = createIdentity(options.secret, database)
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
  const shells = files.index ? await shellsOf(files.index, renderer?.renderShell) : null
  if (!options.s3) await fs.mkdir(options.mediaDir, { recursive: true })

  const app = Fastify({
    loggerInstance: pino(frontLogOptions(), destination({ sync: false })),
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id'], trusted),
    trustProxy: options.trustProxy,
    rewriteUrl,
    // Static segments match whatever their case, as Payload's own router matches them: a door
    // cannot be passed by writing its path in capitals (address.ts).
    routerOptions: { caseSensitive: false },
    exposeHeadRoutes: false,
    // Each route sets its own (its class's largest, bodies.ts); this only bounds the default.
    bodyLimit: 64 * 1024,
    // The socket may be idle this long (an answer Next takes long to produce included).
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Idle keep-alive connections close after 5 s. (No cap on requests per connection: Node
    // answers a request that races the cap with an empty 503.)
    keepAliveTimeout: 5_000,
    // Node's own backstop for the whole request; classes set tighter deadlines.
    requestTimeout: 11 * 60_000,
    http: { headersTimeout: 15_000, connectionsCheckingInterval: 1_000 },
    return503OnClosing: true,
  })

  await app.register(addressPlugin)
  await app.register(securityHeadersPlugin, { trustedProxy: trusted })
  await app.register(observabilityPlugin, { metrics, token: options.metrics.token })
  await app.register(identityPlugin, { identity })
  await app.register(bodiesPlugin, { identity })
  await app.register(doorsPlugin, {
    doors: createDoors(store),
    metrics,
    databaseAvailable: dataVersion.available,
  })
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(proxyPlugin, {
    upstream,
    upstreamPort: options.upstreamPort,
    cache,
    metrics,
    databaseAvailable: dataVersion.available,
    publicUrl: options.publicUrl,
  })
  await app.register(mediaPlugin, { mediaDir: options.mediaDir, s3: options.s3 })
  await app.register(postedFormsPlugin, { upstream, rendered, publicUrl: options.publicUrl })
  await app.register(countryFormPlugin, { publicUrl: options.publicUrl })
  await app.register(pagesPlugin, {
    files,
    shells,
    rendered,
    cache,
    metrics,
    publicUrl: options.publicUrl,
  })

  // Fastify logs each address it listens on, the machine's internal ones included; the
  // launcher's start-up block names the address people open instead.
  const level = app.log.level
  app.log.level = 'warn'
  await app
    .listen({ port: options.port, host: options.host })
    .finally(() => (app.log.level = level))
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
      dataVersion.close()
      await renderer?.close()
      redis?.disconnect()
      await database.end().catch(() => {})
    },
  }
}
