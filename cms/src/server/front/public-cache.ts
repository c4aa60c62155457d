import type pg from 'pg'
import type { Pool } from 'undici'
import { gzipSync } from 'node:zlib'

import { etagOf } from '@/lib/etag'

/**
 * The hot public reads (the catalogue, option lists, settings…) answered from memory while the
 * database's `public_data_version` is unchanged. One indexed single-row read per request keeps
 * every process exact the moment any of them (or the panel) changes data; only 200 answers of
 * the cacheable paths are kept, so the cache is as large as the catalogue.
 */
export type Entry = {
  version: string
  body: Buffer
  gzip: Buffer
  etag: string
  contentType: string
}

export type Lookup = { entry: Entry; result: 'hit' | 'fill' } | { entry: null; result: 'bypass' }

export function createPublicCache(database: pg.Pool, upstream: Pool) {
  const cache = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry | null>>()

  async function dataVersion(): Promise<string> {
    const { rows } = await database.query<{ version: string }>(
      'SELECT version FROM public_data_version WHERE id = 1',
    )
    return rows[0]?.version ?? '0'
  }

  /** Asks Next once for the uncompressed answer and keeps it under the version read before. */
  async function fill(path: string, version: string, client: string): Promise<Entry | null> {
    try {
      const response = await upstream.request({
        path,
        method: 'GET',
        headers: { 'x-forwarded-for': client, 'accept-encoding': 'identity' },
      })
      const body = Buffer.from(await response.body.arrayBuffer())
      if (response.statusCode !== 200) return null
      const entry = {
        version,
        body,
        gzip: gzipSync(body),
        etag: etagOf(body),
        contentType: String(response.headers['content-type'] ?? 'application/json'),
      }
      cache.set(path, entry)
      return entry
    } catch {
      return null
    }
  }

  return {
    /** The current answer for `path`, or bypass when the database or Next did not answer. */
    async lookup(path: string, client: string): Promise<Lookup> {
      let version: string
      try {
        version = await dataVersion()
      } catch {
        return { entry: null, result: 'bypass' }
      }
      const cached = cache.get(path)
      if (cached?.version === version) return { entry: cached, result: 'hit' }
      const key = `${version} ${path}`
      let filling = pending.get(key)
      if (!filling) {
        filling = fill(path, version, client).finally(() => pending.delete(key))
        pending.set(key, filling)
      }
      const entry = await filling
      return entry ? { entry, result: 'fill' } : { entry: null, result: 'bypass' }
    },
  }
}
