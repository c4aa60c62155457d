import { readsStock } from '@sog/contract'
import { LRUCache } from 'lru-cache'
import type { Pool } from 'undici'
import { gzipSync } from 'node:zlib'

import { etagOf } from '@/lib/etag'
import { versionFor, type DataVersion } from './data-version'
import { heldBytes, keptBytes } from './kept-bytes'

/**
 * The hot public reads (the catalogue, option lists, settings…) answered from memory while the
 * database's `public_data_version` is unchanged. One indexed single-row read (shared by
 * concurrent requests, see data-version.ts) keeps every process exact the moment any of them
 * (or the panel) changes data; only 200 answers of the cacheable paths are kept. Answers are
 * kept per path AND query (the catalogue's pages, searches and filters are distinct answers),
 * at most MAX_BYTES in all, the least recently used going first, so distinct queries cannot
 * grow memory (docs/decisions/0114-cache-keys.md). Payload's own public answers that the
 * front derives files from (the sitemap's list) are kept the same way, under their fixed path.
 */
export type Entry = {
  version: string
  body: Buffer
  gzip: Buffer
  etag: string
  contentType: string
}

/**
 * `stale`: the database did not answer, and the answer kept from before is all there is (no
 * one can have changed the data meanwhile either). `status`: Next's answer when it was not a
 * 200 (a 404 says the firearm does not exist).
 */
export type Lookup =
  | { entry: Entry; result: 'hit' | 'fill' | 'stale' }
  | { entry: null; result: 'bypass'; status?: number }

export type PublicCache = ReturnType<typeof createPublicCache>

/** The full catalogue at 10,000 firearms is about 17 MB with its gzip form; room for it and many pages. */
export const MAX_BYTES = 64 * 1024 * 1024

export function createPublicCache(version: DataVersion, upstream: Pool, maxBytes = MAX_BYTES) {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // Real bytes: both buffers' backing stores, the key and the entry's own strings.
    sizeCalculation: (entry, key) =>
      heldBytes(entry.body) + heldBytes(entry.gzip) + 2 * key.length + 512,
  })
  const pending = new Map<string, Promise<Entry | number | null>>()

  /**
   * Asks Next once for the uncompressed answer and keeps it under the version read before; a
   * status other than 200 is not kept, only told.
   */
  async function fill(
    path: string,
    current: string,
    client: string,
  ): Promise<Entry | number | null> {
    try {
      const response = await upstream.request({
        path,
        method: 'GET',
        headers: { 'x-forwarded-for': client, 'accept-encoding': 'identity' },
      })
      const body = Buffer.from(await response.body.arrayBuffer())
      if (response.statusCode !== 200) return response.statusCode
      const entry = {
        version: current,
        body,
        gzip: keptBytes(gzipSync(body)),
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
    /** How many answers are kept, and their bytes (metrics and tests). */
    size: () => ({ entries: cache.size, bytes: cache.calculatedSize }),
    /**
     * The current answer for `path` (path and query, as the client sent them), or bypass when
     * the database or Next did not answer.
     */
    async lookup(path: string, client: string): Promise<Lookup> {
      let current: string
      try {
        current = versionFor(await version.read(), readsStock(path.split('?', 1)[0] ?? path))
      } catch {
        const kept = cache.get(path)
        return kept ? { entry: kept, result: 'stale' } : { entry: null, result: 'bypass' }
      }
      const cached = cache.get(path)
      if (cached?.version === current) return { entry: cached, result: 'hit' }
      const key = `${current} ${path}`
      let filling = pending.get(key)
      if (!filling) {
        filling = fill(path, current, client).finally(() => pending.delete(key))
        pending.set(key, filling)
      }
      const entry = await filling
      if (typeof entry === 'number') return { entry: null, result: 'bypass', status: entry }
      return entry ? { entry, result: 'fill' } : { entry: null, result: 'bypass' }
    },
  }
}
