import type { ApiFirearm, ApiSettings, ApiStockist } from '@sog/contract'
import {
  COUNTRIES,
  DEFAULT_REQUEST_RETENTION_MONTHS,
  FILTER_OPTION_TYPES,
  isTranslatedLanguage,
  NO_RATES,
} from '@sog/contract'
import {
  SAMPLE_DESCRIPTIONS,
  SAMPLE_FILTER_OPTIONS,
  SAMPLE_OPTION_LABELS,
} from '@sog/contract/samples'
import { SAMPLE_COMPANY } from '@sog/contract/samples'

import { foldText } from '@/lib/fold-text'
import { sampleDealers, sampleFirearms } from '@/lib/sample-data'

/**
 * The server's /api for component tests, answering from the seed's own sample data. A test
 * replaces any route with `api.on(...)` and reads what the app sent from `api.calls`. The real
 * server is exercised by the cms HTTP tests and the Playwright suite; here the subject is the UI.
 */
export type ApiCall = {
  method: string
  path: string
  /** The query parameters sent (paged lists). */
  query: URLSearchParams
  body: unknown
  token: string | null
}
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }
type Handler = (call: ApiCall, params: string[]) => Reply | Promise<Reply>

type Route = { method: string; pattern: RegExp; handler: Handler }

const ok = (body: unknown): Reply => ({ status: 200, body })

export function sampleSettings(): ApiSettings {
  return {
    ...SAMPLE_COMPANY,
    companyLogo: null,
    exchangeRates: { ...NO_RATES },
    requestRetentionMonths: DEFAULT_REQUEST_RETENTION_MONTHS,
    version: new Date(0).toISOString(),
  }
}

export function createApiDouble() {
  const firearms: ApiFirearm[] = sampleFirearms()
  const routes: Route[] = []
  const calls: ApiCall[] = []

  const on = (method: string, path: string | RegExp, handler: Handler | Reply) => {
    const pattern =
      typeof path === 'string'
        ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
        : path
    // Later routes win, so a test's own `on` overrides the defaults.
    routes.unshift({
      method,
      pattern,
      handler: typeof handler === 'function' ? handler : () => handler,
    })
  }

  // `lang` as the server reads it (docs/api.md, "Languages"): the sample translations,
  // English where there are none.
  const inLanguage = (call: ApiCall, firearm: ApiFirearm): ApiFirearm => {
    const lang = call.query.get('lang') ?? 'en'
    const translated = isTranslatedLanguage(lang) ? SAMPLE_DESCRIPTIONS[firearm.id]?.[lang] : null
    return translated ? { ...firearm, description: translated } : firearm
  }
  on('GET', '/firearms', (call) => ok(firearms.map((firearm) => inLanguage(call, firearm))))
  on('GET', /^\/firearms\/([^/]+)$/, (call, [id]) => {
    const firearm = firearms.find((f) => f.id === decodeURIComponent(id ?? ''))
    return firearm
      ? ok(inLanguage(call, firearm))
      : { status: 404, body: { detail: 'Firearm not found' } }
  })
  // The admin's read: the English description and its translations.
  on('GET', /^\/admin\/firearms\/([^/]+)$/, (_call, [id]) => {
    const firearm = firearms.find((f) => f.id === decodeURIComponent(id ?? ''))
    if (!firearm) return { status: 404, body: { detail: 'Firearm not found' } }
    const given = SAMPLE_DESCRIPTIONS[firearm.id] ?? {}
    const descriptions = { pl: '', it: '', de: '', fr: '', ...given }
    return ok({ ...firearm, descriptions })
  })
  on('GET', '/option-labels', (call) => {
    const lang = call.query.get('lang') ?? 'en'
    return ok(
      Object.fromEntries(
        FILTER_OPTION_TYPES.map((type) => [
          type,
          isTranslatedLanguage(lang)
            ? Object.fromEntries(
                Object.entries(SAMPLE_OPTION_LABELS[type]).map(([name, names]) => [
                  name,
                  names[lang],
                ]),
              )
            : {},
        ]),
      ),
    )
  })
  // Like the seed: some dealers hold some firearms, by position in the two lists.
  on('GET', /^\/firearms\/([^/]+)\/dealers$/, (_call, [id]) => {
    const f = firearms.findIndex((firearm) => firearm.id === decodeURIComponent(id ?? ''))
    if (f < 0) return { status: 404, body: { detail: 'Firearm not found' } }
    const stockists: ApiStockist[] = sampleDealers()
      .map((dealer, d) => ({ dealer, stock: (d + f) % 7, price: 1000 + 100 * d }))
      .filter(({ stock }, d) => (d + f) % 3 === 0 && stock > 0)
    return ok(stockists)
  })
  // The server's rule (name or caliber contains the text, case and accents aside), on the samples.
  on('GET', '/search-suggestions', (call) => {
    const q = foldText(call.query.get('q')?.trim() ?? '')
    if (!q) return { status: 400, body: { detail: 'q: required' } }
    const found = firearms.filter(
      (f) => foldText(f.name).includes(q) || foldText(f.caliber).includes(q),
    )
    const calibers = [...new Set(firearms.map((f) => f.caliber))]
      .filter((caliber) => foldText(caliber).includes(q))
      .map((value) => ({
        value,
        label: value,
        count: firearms.filter((f) => f.caliber === value).length,
      }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, 3)
    const starts = (name: string) => (foldText(name).startsWith(q) ? 0 : 1)
    const ordered = found.sort(
      (a, b) => starts(a.name) - starts(b.name) || a.name.localeCompare(b.name),
    )
    return ok({
      calibers,
      firearms: ordered
        .slice(0, 8 - calibers.length)
        .map(({ id, name, caliber }) => ({ id, name, caliber })),
    })
  })
  on('GET', '/countries', ok(COUNTRIES))
  on('GET', '/settings', () => ok(sampleSettings()))
  on('GET', '/dealers', () => ok(sampleDealers()))
  on('GET', '/categories', ok(SAMPLE_FILTER_OPTIONS.category))
  on('GET', '/calibers', ok(SAMPLE_FILTER_OPTIONS.caliber))
  on('GET', '/barrel-lengths', ok(SAMPLE_FILTER_OPTIONS.barrelLength))
  on('GET', '/system-types', ok(SAMPLE_FILTER_OPTIONS.systemType))

  const fetchDouble = async (
    input: RequestInfo | URL,
    init: RequestInit = {},
  ): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
    if (!url.pathname.startsWith('/api/')) throw new TypeError(`Unexpected request ${url.pathname}`)
    const path = url.pathname.slice('/api'.length)
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = new Headers(init.headers)
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? null
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null
    const call = { method, path, query: url.searchParams, body, token }
    calls.push(call)
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null
      if (!match) continue
      const reply = await route.handler(call, match.slice(1))
      const status = reply.status ?? 200
      // A text answer (CSV) goes as it is, with the content type the route gave.
      const text = typeof reply.body === 'string' && reply.headers?.['content-type']
      return new Response(
        status === 204 ? null : text ? (reply.body as string) : JSON.stringify(reply.body ?? null),
        {
          status,
          headers: { 'content-type': 'application/json', ...reply.headers },
        },
      )
    }
    return new Response(JSON.stringify({ detail: `No route ${method} ${path}` }), { status: 404 })
  }

  return { on, calls, firearms, fetch: fetchDouble }
}

export type ApiDouble = ReturnType<typeof createApiDouble>
