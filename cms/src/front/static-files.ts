import fs from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { etagOf } from '@/lib/etag'

/**
 * The built SPA (`web/dist`), read whole when the front server starts: every file with its gzip
 * form and validator. Nothing is added later, whatever paths are asked for, so memory is the
 * size of the build (a few MB) and an unknown path costs nothing.
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
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/

export type StaticFile = {
  body: Buffer
  gzip: Buffer | null
  type: string
  etag: string
  immutable: boolean
}

export type StaticFiles = {
  /** The build's file at this URL path, or undefined. */
  file: (pathname: string) => StaticFile | undefined
  /** The SPA's shell, answered for every page path; undefined without a build. */
  index: StaticFile | undefined
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

export async function loadStaticFiles(root: string): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>()
  for (const full of await listFiles(root)) {
    const body = await fs.readFile(full)
    const type = TYPES[path.extname(full)] ?? 'application/octet-stream'
    const relative = path.relative(root, full).split(path.sep).join('/')
    files.set(`/${relative}`, {
      body,
      type,
      gzip: COMPRESSIBLE.test(type) ? gzipSync(body) : null,
      etag: etagOf(body),
      // Vite puts a content hash in every name under assets/.
      immutable: relative.startsWith('assets/'),
    })
  }
  return { file: (pathname) => files.get(pathname), index: files.get('/index.html') }
}
