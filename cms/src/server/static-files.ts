import fs from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { etagOf, matchesEtag } from '@/lib/etag'

/**
 * The built SPA (`web/dist`): its files by path, and `index.html` for every other page path
 * so the SPA's own router can answer it. Files are read once and kept with their gzip form.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/

type StaticFile = {
  body: Buffer
  gzip: Buffer | null
  type: string
  etag: string
  immutable: boolean
}

export function createStaticFiles(root: string) {
  const files = new Map<string, StaticFile | null>()

  async function load(relative: string): Promise<StaticFile | null> {
    if (files.has(relative)) return files.get(relative) ?? null
    const full = path.join(root, relative)
    // Only files inside the build directory, whatever the request path says.
    if (!full.startsWith(root + path.sep)) return null
    const body = await fs.readFile(full).catch(() => null)
    const type = TYPES[path.extname(full)] ?? 'application/octet-stream'
    const file = body
      ? {
          body,
          type,
          gzip: COMPRESSIBLE.test(type) ? gzipSync(body) : null,
          etag: etagOf(body),
          // Vite puts a content hash in every name under assets/.
          immutable: relative.startsWith('assets/'),
        }
      : null
    files.set(relative, file)
    return file
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile) {
    const headers: http.OutgoingHttpHeaders = {
      'content-type': file.type,
      etag: file.etag,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    }
    if (matchesEtag(req.headers['if-none-match'], file.etag)) {
      res.writeHead(304, headers)
      return res.end()
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const body = gzip && file.gzip ? file.gzip : file.body
    res.writeHead(200, {
      ...headers,
      'content-length': body.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** Answers a page or file request; false when there is no SPA build to answer from. */
  return async function serveSpa(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ) {
    const relative = decodeURIComponent(pathname).replace(/^\/+/, '')
    const file =
      (relative && (await load(relative))) ||
      (path.extname(relative) ? null : await load('index.html'))
    if (!file) return false
    send(req, res, file)
    return true
  }
}
