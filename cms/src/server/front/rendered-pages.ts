import type { Language } from '@sog/contract'
import { cacheKeyOf } from '@sog/contract'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { etagOf } from '@/lib/etag'
import type { DataVersion } from './data-version'
import type { PublicCache } from './public-cache'

/**
 * The public pages rendered on the server (docs/decisions.md, "Rendered pages") by the SPA's
 * own renderer (web/src/entry-server.tsx, built into `web/dist-ssr`), from the answers of the
 * public read cache. A rendered page is kept per (address, origin, language, country) while
 * the database's data version is unchanged — the same check as the cached /api answers — so an
 * admin's change shows on the next request.
 */
type Renderer = {
  planPage: (
    url: string,
    country: string,
    language: Language,
  ) => { data: string[]; key: string } | null
  renderPage: (request: {
    url: string
    origin: string
    language: Language
    country: string
    data: Record<string, unknown>
    template: string
  }) => Promise<{ status: number; html: string }>
}

export type RenderedPage = {
  version: string
  status: number
  body: Buffer
  gzip: Buffer
  etag: string
}

export type PageAsk = { url: string; origin: string; language: Language; country: string }

/**
 * Kept pages, at most this many bytes (HTML and its gzip form): every page in every language
 * and country many times over; beyond it the oldest go first, so distinct addresses (filters in
 * the catalogue's query) cannot grow memory.
 */
const MAX_BYTES = 64 * 1024 * 1024

/** Plans kept (a few hundred bytes each); the oldest go first. */
const MAX_PLANS = 10_000

export async function loadRenderer(dir: string): Promise<Renderer | null> {
  const file = path.join(dir, 'entry-server.js')
  try {
    return (await import(pathToFileURL(file).href)) as Renderer
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null
    throw error
  }
}

export function createRenderedPages(options: {
  renderer: Renderer
  template: string
  version: DataVersion
  cache: PublicCache
}) {
  const { renderer, template, version, cache } = options
  const pages = new Map<string, RenderedPage>()
  let bytes = 0
  const sizeOf = (page: RenderedPage) => page.body.length + page.gzip.length
  const forget = (key: string) => {
    const page = pages.get(key)
    if (!page) return
    bytes -= sizeOf(page)
    pages.delete(key)
  }
  const pending = new Map<string, Promise<RenderedPage>>()

  // A page's plan depends on its address, country and language alone: worked out once per each, so a
  // kept page costs a map lookup and the data-version check, as a cached /api answer does.
  const plans = new Map<string, ReturnType<Renderer['planPage']>>()
  const planOf = (url: string, country: string, language: Language) => {
    const key = `${language} ${country} ${url}`
    if (plans.has(key)) return plans.get(key) ?? null
    const plan = renderer.planPage(url, country, language)
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string)
    plans.set(key, plan)
    return plan
  }

  async function gather(keys: string[], client: string): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {}
    await Promise.all(
      keys.map(async (key) => {
        const apiPath = cacheKeyOf(`/api${key}`)
        if (apiPath === null) return
        const lookup = await cache.lookup(apiPath, client)
        if (lookup.entry) data[key] = JSON.parse(lookup.entry.body.toString('utf8')) as unknown
        // The app reads null as "the server has no such thing" (Product Not Found, a 404).
        else if (lookup.status === 404) data[key] = null
      }),
    )
    return data
  }

  async function render(ask: PageAsk, keys: string[], current: string, client: string) {
    const data = await gather(keys, client)
    const { status, html } = await renderer.renderPage({ ...ask, data, template })
    const body = Buffer.from(html)
    return { version: current, status, body, gzip: gzipSync(body), etag: etagOf(body) }
  }

  return {
    /**
     * The page at this address, or null where the browser renders alone (admin and dealer
     * screens) or the database cannot say whether a kept page is current.
     */
    async page(ask: PageAsk, client: string): Promise<RenderedPage | null> {
      const plan = planOf(ask.url, ask.country, ask.language)
      if (!plan) return null
      let current: string
      try {
        current = await version.read()
      } catch {
        return null
      }
      const key = `${ask.language} ${ask.country} ${ask.origin} ${plan.key}`
      const kept = pages.get(key)
      if (kept?.version === current) return kept
      const pendingKey = `${current} ${key}`
      let rendering = pending.get(pendingKey)
      if (!rendering) {
        rendering = render(ask, plan.data, current, client).finally(() =>
          pending.delete(pendingKey),
        )
        pending.set(pendingKey, rendering)
      }
      const page = await rendering
      forget(key)
      pages.set(key, page)
      bytes += sizeOf(page)
      for (const oldest of pages.keys()) {
        if (bytes <= MAX_BYTES) break
        forget(oldest)
      }
      return page
    },
  }
}

export type RenderedPages = ReturnType<typeof createRenderedPages>
