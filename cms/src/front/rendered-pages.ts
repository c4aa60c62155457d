import {
  cacheKeyOf,
  readsStock,
  RENDERER_FILE,
  type Language,
  type PagePlan,
  type PageRenderer,
  type PostedForm,
  type RenderedHtml,
} from '@sog/contract'
import { LRUCache } from 'lru-cache'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { Piscina } from 'piscina'
import { RateLimiterMemory } from 'rate-limiter-flexible'

import { etagOf } from '@/lib/etag'
import { CMS_DIR } from '@/lib/paths'
import { versionFor, type DataVersion } from './data-version'
import { heldBytes, keptBytes } from './kept-bytes'
import type { PublicCache } from './public-cache'

/**
 * The public pages rendered on the server (docs/decisions/0059-rendered-pages.md) by the SPA's
 * own renderer (web/src/entry-server.tsx, built into `web/dist-ssr`), from the answers of the
 * public read cache. A rendered page is kept per (address, language, country) while the
 * database's data version is unchanged — the same check as the cached /api answers — so an
 * admin's change shows on the next request. Renders run on a thread of their own
 * (render-worker.ts) and are bounded (issue 32, M5): a page not kept costs a render only within
 * its client's share and while few renders wait; otherwise the shell serves it, so a flood of
 * made-up addresses cannot slow the kept pages down.
 */
export type RenderedPage = {
  version: string
  status: number
  body: Buffer
  gzip: Buffer
  etag: string
}

export type Renderer = PageRenderer & { close: () => Promise<void> }

export type PageAsk = { url: string; origin: string; language: Language; country: string }

/**
 * Kept pages, at most this many bytes (their HTML, and each origin's body and gzip form): every
 * page in every language and country many times over; beyond it the least recently used go
 * first, so distinct addresses (filters in the catalogue's query) cannot grow memory.
 */
const MAX_BYTES = 64 * 1024 * 1024

/**
 * Plans kept, at most this many bytes, the oldest going first. A plan is a few hundred bytes but
 * is kept under its address, which a made-up one makes 10 KB long: counted by entries, ten
 * thousand such addresses held 160 MB.
 */
const MAX_PLAN_BYTES = 8 * 1024 * 1024
/** A plan and its promise, besides its key. */
const PLAN_BYTES = 512

/** Built beside the launcher (package.json, build:server). */
const RENDER_WORKER = path.join(CMS_DIR, 'dist', 'front', 'render-worker.mjs')

/** The web build's renderer in `dir`, or null when the app was built without it. */
export async function loadRenderer(dir: string): Promise<Renderer | null> {
  const file = path.join(dir, RENDERER_FILE)
  try {
    const { renderer } = (await import(pathToFileURL(file).href)) as { renderer: PageRenderer }
    const pool = new Piscina({
      filename: RENDER_WORKER,
      workerData: file,
      // One thread: the CPU's other core serves the application server and the database.
      minThreads: 1,
      maxThreads: 1,
      maxQueue: MAX_WAITING_RENDERS,
      idleTimeout: Number.POSITIVE_INFINITY,
    })
    return {
      planPage: renderer.planPage,
      renderShell: renderer.renderShell,
      renderPage: (request) => pool.run(request) as Promise<RenderedHtml>,
      close: () => pool.destroy(),
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null
    throw error
  }
}

/**
 * The origin a page is rendered with and kept under; each visitor's origin is written in when
 * the page is sent (issue 32, M5: a made-up `Host:` no longer forces a render of its own).
 */
const ORIGIN_MARK = 'http://origin.sog.invalid'

/** Renders not yet kept that one client may cause per minute; beyond it gets the shell. */
export const RENDERS_PER_CLIENT_PER_MINUTE = 30
/** Renders waiting at once, whoever asked; beyond them a page is the shell. */
export const MAX_WAITING_RENDERS = 4

type KeptPage = { version: string; status: number; html: string }

function withOrigin(page: KeptPage, origin: string): RenderedPage {
  const body = keptBytes(Buffer.from(page.html.replaceAll(ORIGIN_MARK, origin)))
  return {
    version: page.version,
    status: page.status,
    body,
    gzip: keptBytes(gzipSync(body)),
    etag: etagOf(body),
  }
}

export function createRenderedPages(options: {
  renderer: Renderer
  template: string
  version: DataVersion
  cache: PublicCache
}) {
  const { renderer, template, version, cache } = options
  // Real bytes (kept-bytes.ts): the HTML as UTF-16 in memory, each origin's body and gzip form.
  const pages = new LRUCache<string, KeptPage>({
    maxSize: MAX_BYTES / 2,
    sizeCalculation: (page, key) => 2 * (page.html.length + key.length) + 256,
  })
  const variants = new LRUCache<string, RenderedPage>({
    maxSize: MAX_BYTES / 2,
    sizeCalculation: (page, key) => heldBytes(page.body) + heldBytes(page.gzip) + 2 * key.length,
  })
  const pending = new Map<string, Promise<KeptPage>>()
  const budget = new RateLimiterMemory({ points: RENDERS_PER_CLIENT_PER_MINUTE, duration: 60 })
  let waiting = 0

  // A page's plan (the reads its routes' loaders name, docs/data-path.md) depends on its address,
  // country and language alone: worked out once per each, so a kept page costs a map lookup and
  // the data-version check, as a cached /api answer does.
  type Planned = { plan: PagePlan | null; showsStock: boolean }
  const plans = new LRUCache<string, Promise<Planned>>({
    maxSize: MAX_PLAN_BYTES,
    // The key as UTF-16, as for the kept pages.
    sizeCalculation: (_plan, key) => 2 * key.length + PLAN_BYTES,
  })
  const planOf = (url: string, country: string, language: Language): Promise<Planned> => {
    const key = `${language} ${country} ${url}`
    let known = plans.get(key)
    if (!known) {
      known = renderer.planPage(url, country, language).then((plan) => ({
        plan,
        // Kept under the stock version too when one of its answers shows stock (0165).
        showsStock: plan?.data.some((data) => readsStock(`/api${data.split('?', 1)[0]}`)) ?? false,
      }))
      // A plan that failed is worked out again next time.
      known.catch(() => plans.delete(key))
      plans.set(key, known)
    }
    return known
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

  async function render(
    ask: PageAsk,
    keys: string[],
    current: string,
    client: string,
    posted?: PostedForm,
  ) {
    waiting += 1
    try {
      const data = await gather(keys, client)
      const { status, html } = await renderer.renderPage({
        ...ask,
        origin: ORIGIN_MARK,
        data,
        template,
        ...(posted ? { posted } : {}),
      })
      return { version: current, status, html }
    } finally {
      waiting -= 1
    }
  }

  /** May this client cause a render now? Kept pages and renders under way cost nothing. */
  async function mayRender(client: string): Promise<boolean> {
    if (waiting >= MAX_WAITING_RENDERS) return false
    return budget.consume(client).then(
      () => true,
      () => false,
    )
  }

  function forOrigin(page: KeptPage, pageKey: string, origin: string): RenderedPage {
    const key = `${origin} ${pageKey}`
    const known = variants.get(key)
    if (known?.version === page.version) return known
    const variant = withOrigin(page, origin)
    variants.set(key, variant)
    return variant
  }

  return {
    /**
     * The page at this address, or null where the browser renders alone (admin and dealer
     * screens), the database cannot say whether a kept page is current, or the page is not kept
     * and this client (or everyone at once) has asked for too many new ones: the shell then
     * serves, and the browser renders it.
     */
    async page(ask: PageAsk, client: string): Promise<RenderedPage | null> {
      const { plan, showsStock } = await planOf(ask.url, ask.country, ask.language)
      if (!plan) return null
      let current: string
      try {
        current = versionFor(await version.read(), showsStock)
      } catch {
        return null
      }
      const key = `${ask.language} ${ask.country} ${plan.key}`
      const kept = pages.get(key)
      if (kept?.version === current) return forOrigin(kept, key, ask.origin)
      const pendingKey = `${current} ${key}`
      let rendering = pending.get(pendingKey)
      if (!rendering) {
        if (!(await mayRender(client))) return null
        rendering = render(ask, plan.data, current, client).finally(() =>
          pending.delete(pendingKey),
        )
        pending.set(pendingKey, rendering)
      }
      const page = await rendering
      pages.set(key, page)
      return forOrigin(page, key, ask.origin)
    },

    /**
     * The page at this address answering a refused form post: what the visitor typed is theirs
     * alone, so it is rendered for them and never kept; null as for `page`.
     */
    async postedPage(ask: PageAsk, posted: PostedForm, client: string) {
      const { plan } = await planOf(ask.url, ask.country, ask.language)
      if (!plan || !(await mayRender(client))) return null
      const page = await render(ask, plan.data, '', client, posted)
      return withOrigin({ ...page, status: posted.status }, ask.origin)
    },
  }
}

export type RenderedPages = ReturnType<typeof createRenderedPages>
