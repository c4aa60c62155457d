import crypto from 'node:crypto'
import type { Pool } from 'undici'
import { describe, expect, it } from 'vitest'

import type { DataVersion } from './data-version'
import { createPublicCache } from './public-cache'

/** Answers every path with its own 2 KB of JSON, as the catalogue's searches do. */
const upstream = {
  request: async ({ path }: { path: string }) => {
    const body = Buffer.from(
      JSON.stringify({ path, items: crypto.randomBytes(1000).toString('hex') }),
    )
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: {
        arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.length),
      },
    }
  },
} as unknown as Pool

const version: DataVersion = { read: async () => '1', available: () => true, close: () => {} }

/** Exposed by the test configuration (vitest.config.ts, `--expose-gc`). */
const gc = (globalThis as { gc?: () => void }).gc

/** ArrayBuffer memory once garbage is collected (V8 frees their stores in the background). */
async function settledArrayBuffers(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc!()
    await new Promise((r) => setTimeout(r, 200))
  }
  return process.memoryUsage().arrayBuffers
}

describe('the public cache', () => {
  it('holds no more memory than its budget, however many distinct answers', async () => {
    expect(gc, 'run with --expose-gc').toBeTypeOf('function')
    const budget = 4 * 1024 * 1024
    const cache = createPublicCache(version, upstream, budget)
    const before = await settledArrayBuffers()
    for (let i = 0; i < 20_000; i++) await cache.lookup(`/api/firearms?search=${i}`, '127.0.0.1')
    const grown = (await settledArrayBuffers()) - before
    console.log(
      `public cache: ${cache.size().entries} answers kept, counted ${(cache.size().bytes / 1e6).toFixed(1)} MB, memory +${(grown / 1e6).toFixed(1)} MB`,
    )
    expect(cache.size().bytes).toBeLessThanOrEqual(budget)
    expect(grown).toBeLessThan(budget * 1.25)
  })
})

describe('the stock version', () => {
  it('refreshes only the answers that show stock when a dealer saves stock', async () => {
    let read = '7.1'
    const moving: DataVersion = { read: async () => read, available: () => true, close: () => {} }
    const cache = createPublicCache(moving, upstream)
    const catalogue = '/api/firearms?page=1'
    const stockists = '/api/firearms/sog-p9/dealers'
    expect((await cache.lookup(catalogue, '127.0.0.1')).result).toBe('fill')
    expect((await cache.lookup(stockists, '127.0.0.1')).result).toBe('fill')
    read = '7.2'
    expect((await cache.lookup(catalogue, '127.0.0.1')).result).toBe('hit')
    expect((await cache.lookup(stockists, '127.0.0.1')).result).toBe('fill')
    // Catalogue data moves both: the stockists name dealers and firearms.
    read = '8.2'
    expect((await cache.lookup(catalogue, '127.0.0.1')).result).toBe('fill')
    expect((await cache.lookup(stockists, '127.0.0.1')).result).toBe('fill')
    expect((await cache.lookup(stockists, '127.0.0.1')).result).toBe('hit')
  })
})
