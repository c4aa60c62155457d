import http from 'node:http'
import { gzipSync } from 'node:zlib'
import pg from 'pg'

import { isCacheablePath } from '@/api/cacheable-paths'
import { etagOf, matchesEtag } from '@/lib/etag'
import { securityHeaders } from './security-headers'
import { createStaticFiles } from './static-files'

/**
 * The public port. Hot public reads (the catalogue, option lists, settings…) are answered from
 * memory while the database's `public_data_version` is unchanged; everything else, and every
 * miss, goes to the Next server behind it. One indexed single-row read per request keeps every
 * process exact the moment any of them (or the panel) changes data.
 */
/** Paths the Next server answers; everything else is the SPA's. */
const SERVER_PATHS = /^\/(api|cms|media|_next)(\/|$)/

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

type Entry = { version: string; body: Buffer; gzip: Buffer; etag: string; contentType: string }

export type FrontOptions = {
  port: number
  /** The built SPA, served for every path that is not the server's. */
  spaDir: string
  upstreamPort: number
  databaseUrl: string
  /** Keep the client's X-Forwarded-For (behind a trusted load balancer). */
  trustProxy: boolean
}

export function startFrontServer({
  port,
  spaDir,
  upstreamPort,
  databaseUrl,
  trustProxy,
}: FrontOptions) {
  const serveSpa = createStaticFiles(spaDir)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  pool.on('error', () => {})
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const cache = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry | null>>()

  async function dataVersion(): Promise<string> {
    const { rows } = await pool.query<{ version: string }>(
      'SELECT version FROM public_data_version WHERE id = 1',
    )
    return rows[0]?.version ?? '0'
  }

  function forwardedHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
    const client = req.socket.remoteAddress ?? ''
    const forwarded =
      trustProxy && req.headers['x-forwarded-for']
        ? `${req.headers['x-forwarded-for']}, ${client}`
        : client
    return {
      ...req.headers,
      'x-forwarded-for': forwarded,
      'x-forwarded-host': req.headers.host ?? '',
    }
  }

  function proxy(req: http.IncomingMessage, res: http.ServerResponse) {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
        agent,
      },
      (response) => {
        // The front server's security headers win over anything the upstream sends.
        const headers = { ...response.headers }
        for (const name of res.getHeaderNames()) delete headers[name]
        res.writeHead(response.statusCode ?? 502, headers)
        response.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ detail: 'The application server is not answering' }))
    })
    req.pipe(upstream)
  }

  /** Asks Next once for the uncompressed answer and keeps it under the version read before. */
  function fill(path: string, version: string, req: http.IncomingMessage): Promise<Entry | null> {
    return new Promise((resolve) => {
      const upstream = http.get(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          path,
          agent,
          headers: {
            'x-forwarded-for': forwardedHeaders(req)['x-forwarded-for'],
            'accept-encoding': 'identity',
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            if (response.statusCode !== 200) return resolve(null)
            const body = Buffer.concat(chunks)
            const entry = {
              version,
              body,
              gzip: gzipSync(body),
              etag: etagOf(body),
              contentType: String(response.headers['content-type'] ?? 'application/json'),
            }
            cache.set(path, entry)
            resolve(entry)
          })
          response.on('error', () => resolve(null))
        },
      )
      upstream.on('error', () => resolve(null))
    })
  }

  function serve(req: http.IncomingMessage, res: http.ServerResponse, entry: Entry) {
    const headers: http.OutgoingHttpHeaders = {
      'content-type': entry.contentType,
      etag: entry.etag,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    }
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers)
      return res.end()
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const body = gzip ? entry.gzip : entry.body
    res.writeHead(200, {
      ...headers,
      'content-length': body.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    // Set first, so every answer below carries them: files, cache hits, proxied and errors.
    for (const [name, value] of Object.entries(securityHeaders(path, req, trustProxy)))
      res.setHeader(name, value)
    if (path.startsWith('/api') && !isDecodable(path)) {
      // Next answers a broken %-escape with a plain-text 500; /api promises JSON errors.
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
      return res.end(JSON.stringify({ detail: 'Malformed URL' }))
    }
    const readOnly = req.method === 'GET' || req.method === 'HEAD'
    if (readOnly && !SERVER_PATHS.test(path) && (await serveSpa(req, res, path))) return
    if (!readOnly || !isCacheablePath(path)) return proxy(req, res)
    let version: string
    try {
      version = await dataVersion()
    } catch {
      return proxy(req, res)
    }
    const cached = cache.get(path)
    if (cached?.version === version) return serve(req, res, cached)
    const key = `${version} ${path}`
    let filling = pending.get(key)
    if (!filling) {
      filling = fill(path, version, req).finally(() => pending.delete(key))
      pending.set(key, filling)
    }
    const entry = await filling
    return entry ? serve(req, res, entry) : proxy(req, res)
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ detail: 'Internal server error' }))
    })
  })
  server.listen(port)
  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
      agent.destroy()
      await pool.end().catch(() => {})
    },
  }
}
