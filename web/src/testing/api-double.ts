import type {
  ApiAdminFirearm,
  ApiAdminSettings,
  ApiFirearm,
  ApiSettings,
  ApiStockist,
  ApiTranslations,
} from '@sog/contract'
import {
  ApiErrorBody,
  COUNTRIES,
  DEFAULT_REQUEST_RETENTION_MONTHS,
  FILTER_OPTION_TYPES,
  foldText,
  isLanguage,
  isTranslatedLanguage,
  matchesCatalogueSearch,
  NO_RATES,
  searchFinds,
  priceCurrencyOf,
  routeList,
  routes,
  type RefusalSpec,
  type RouteName,
} from '@sog/contract'
import {
  SAMPLE_DESCRIPTIONS,
  SAMPLE_FILTER_OPTIONS,
  SAMPLE_LEGAL_TEXTS,
  SAMPLE_OPTION_LABELS,
} from '@sog/samples'
import { SAMPLE_COMPANY, SAMPLE_COMPANY_TRANSLATIONS } from '@sog/samples'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { onTestFinished } from 'vitest'
import type { z } from 'zod'

import { readCatalogQuery } from '@/features/catalog/utils/catalog-query'
import { localPage } from '@/features/catalog/utils/local-page'
import type { OptionLabelOf } from '@/features/catalog/utils/filter-firearms'
import { sampleDealers, sampleFirearms } from '@/lib/api/sample-data'

/**
 * The server's /api for component tests, answering from the seed's own sample data through Mock
 * Service Worker's Node interceptor (docs/decisions/0162-web-test-double.md): one handler per
 * route of the contract's table, so a request the table does not have fails the test, and every
 * answer is parsed with the route's own schema (its success answer, or its refusal's) before it
 * is sent, so the double cannot drift from the contract. A test replaces any route with
 * `api.on(...)` (a handler that returns nothing leaves the request to the ones before it) and
 * reads what the app sent, and what it was answered, from `api.calls`. The real server is
 * exercised by the cms HTTP tests and the Playwright suite; here the subject is the UI.
 */
export type ApiCall = {
  method: string
  path: string
  /** The query parameters sent (paged lists). */
  query: URLSearchParams
  body: unknown
  token: string | null
  /** The route of the contract's table the request matched. */
  route: RouteName
  /** What the double answered (set once it has). */
  reply?: Reply
}
type Reply = {
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** An answer the contract does not allow, sent on purpose (a screen's robustness). */
  outsideContract?: true
}
type Handler = (call: ApiCall, params: string[]) => Reply | undefined | Promise<Reply | undefined>

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

/** The sample settings as the admin edits them: English, the seed's translations beside. */
export function sampleAdminSettings(): ApiAdminSettings {
  const { companyDescription, licenses, hours } = SAMPLE_COMPANY_TRANSLATIONS
  const english = sampleSettings()
  return {
    ...english,
    translations: { companyDescription: { ...companyDescription }, licenses: { ...licenses } },
    multipleLocations: english.multipleLocations.map((location, index) => ({
      ...location,
      id: `location-${index + 1}`,
      translations: { hours: { pl: '', it: '', de: '', fr: '', ...hours[index] } },
    })),
  }
}

/** The public settings in `lang` as the server reads them: English where a translation is empty. */
export function settingsIn(admin: ApiAdminSettings, lang: string): ApiSettings {
  const { translations, multipleLocations, ...english } = admin
  const pick = (value: string | null, given: ApiTranslations) =>
    (isTranslatedLanguage(lang) && given[lang]) || value
  return {
    ...english,
    companyDescription: pick(english.companyDescription, translations.companyDescription) ?? '',
    licenses: pick(english.licenses, translations.licenses),
    multipleLocations: multipleLocations.map(({ translations: given, ...location }) => ({
      ...location,
      hours: pick(location.hours ?? null, given.hours),
    })),
  }
}

/** The double answering now: one at a time. */
let active: ReturnType<typeof setupServer> | null = null

export function createApiDouble() {
  const firearms: ApiFirearm[] = sampleFirearms()
  const handlers: Route[] = []
  const calls: ApiCall[] = []

  const on = (method: string, path: string | RegExp, handler: Handler | Reply) => {
    const pattern =
      typeof path === 'string'
        ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
        : path
    // Later routes win, so a test's own `on` overrides the defaults.
    handlers.unshift({
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
  on('GET', /^\/firearms\/([^/]+)$/, (call, [id]) => {
    const firearm = firearms.find((f) => f.id === decodeURIComponent(id ?? ''))
    return firearm
      ? ok(inLanguage(call, firearm))
      : { status: 404, body: { detail: 'Firearm not found' } }
  })
  // The admin's read: the English description and its translations.
  const adminFirearm = (id: string): ApiAdminFirearm | null => {
    const firearm = firearms.find((f) => f.id === id)
    if (!firearm) return null
    const given = SAMPLE_DESCRIPTIONS[firearm.id] ?? {}
    return { ...firearm, descriptions: { pl: '', it: '', de: '', fr: '', ...given } }
  }
  on('GET', /^\/admin\/firearms\/([^/]+)$/, (_call, [id]) => {
    const firearm = adminFirearm(decodeURIComponent(id ?? ''))
    return firearm ? ok(firearm) : { status: 404, body: { detail: 'Firearm not found' } }
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
  /** The seed's option names in a call's `lang`, as the catalogue search reads them. */
  const labelOf =
    (call: ApiCall): OptionLabelOf =>
    (type, value) => {
      const lang = call.query.get('lang') ?? 'en'
      return isTranslatedLanguage(lang) ? SAMPLE_OPTION_LABELS[type][value]?.[lang] : undefined
    }
  // Like the seed: some dealers hold some firearms, by position in the two lists.
  on('GET', /^\/firearms\/([^/]+)\/dealers$/, (_call, [id]) => {
    const f = firearms.findIndex((firearm) => firearm.id === decodeURIComponent(id ?? ''))
    if (f < 0) return { status: 404, body: { detail: 'Firearm not found' } }
    const stockists: ApiStockist[] = sampleDealers()
      .map((dealer, d) => ({ dealer, stock: (d + f) % 7, price: 1000 + 100 * d }))
      .filter(({ stock }, d) => (d + f) % 3 === 0 && stock > 0)
    return ok(stockists)
  })
  // The server's rule (the catalogue search's, in the call's language), on the samples.
  on('GET', '/search-suggestions', (call) => {
    const text = call.query.get('q')?.trim() ?? ''
    const q = foldText(text)
    if (!q) return { status: 400, body: { detail: 'q: required' } }
    const named = labelOf(call)
    const found = firearms.filter((f) => matchesCatalogueSearch(f, text, named))
    const finds = searchFinds(text)
    const calibers = [...new Set(firearms.map((f) => f.caliber))]
      .filter((caliber) => finds(caliber) || finds(named('caliber', caliber)))
      .map((value) => ({
        value,
        label: named('caliber', value) ?? value,
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
  on('GET', '/settings', (call) =>
    ok(settingsIn(sampleAdminSettings(), call.query.get('lang') ?? 'en')),
  )
  on('GET', '/admin/settings', () => ok(sampleAdminSettings()))
  // The seed's legal texts in the asked language (docs/decisions/0163-legal-pages.md).
  on('GET', '/legal', (call) => {
    const lang = call.query.get('lang') ?? 'en'
    return ok(isLanguage(lang) ? SAMPLE_LEGAL_TEXTS[lang] : SAMPLE_LEGAL_TEXTS.en)
  })
  on('GET', '/dealers', () => ok(sampleDealers()))
  // The server's bundled towns stand in as the sample dealers' own cities, at their positions;
  // a test names other towns with its own `on`.
  on('GET', '/places', (call) => {
    const q = foldText(call.query.get('q')?.trim() ?? '')
    if (!q) return { status: 400, body: { detail: 'q: required' } }
    const towns = new Map<
      string,
      { name: string; country: string; latitude: number; longitude: number }
    >()
    for (const dealer of sampleDealers()) {
      if (dealer.latitude === null || dealer.longitude === null) continue
      if (!foldText(dealer.city).startsWith(q) || towns.has(dealer.city)) continue
      const { city: name, country, latitude, longitude } = dealer
      towns.set(name, { name, country, latitude, longitude })
    }
    return ok([...towns.values()].slice(0, 8))
  })
  on('GET', '/categories', ok(SAMPLE_FILTER_OPTIONS.category))
  on('GET', '/calibers', ok(SAMPLE_FILTER_OPTIONS.caliber))
  on('GET', '/barrel-lengths', ok(SAMPLE_FILTER_OPTIONS.barrelLength))
  on('GET', '/system-types', ok(SAMPLE_FILTER_OPTIONS.systemType))

  /** The answer of `method path` as the test's routes give it, without recording a call. */
  const answer = async (call: ApiCall): Promise<Reply> => {
    for (const route of handlers) {
      const match = route.method === call.method ? route.pattern.exec(call.path) : null
      if (!match) continue
      const reply = await route.handler(call, match.slice(1))
      if (reply) return reply
    }
    return { status: 404, body: { detail: `No route ${call.method} ${call.path}` } }
  }

  // The catalogue as the server pages it (docs/api.md, "Catalogue queries"): with any of its
  // parameters one page with its facets, computed by the same code the catalogue's offline
  // fallback pages its samples with, in the company's rates; without, the whole list.
  on('GET', '/firearms', async (call) => {
    const list = firearms.map((firearm) => inLanguage(call, firearm))
    const paged = [...call.query.keys()].some((key) => key !== 'lang')
    if (!paged) return ok(list)
    const settings = await answer({ ...call, path: '/settings', query: new URLSearchParams() })
    const rates = (settings.body as ApiSettings | undefined)?.exchangeRates ?? NO_RATES
    const currency = priceCurrencyOf(call.query.get('currency') ?? 'PLN')
    const limit = Number(call.query.get('limit') || 24)
    return ok(
      localPage(list, readCatalogQuery(call.query, 'en'), currency, {
        rates,
        limit,
        labelOf: labelOf(call),
      }),
    )
  })

  const violations: string[] = []
  const server = setupServer(
    ...routeList.map(({ name, method, path }) =>
      http[method.toLowerCase() as Lowercase<typeof method>](`/api${path}`, async ({ request }) => {
        const url = new URL(request.url)
        const text = await request.text()
        const call: ApiCall = {
          method,
          path: url.pathname.slice('/api'.length),
          query: url.searchParams,
          body: text ? JSON.parse(text) : null,
          token: request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null,
          route: name,
        }
        calls.push(call)
        const reply = await answer(call)
        call.reply = reply
        const refused = reply.outsideContract ? null : contractRefuses(name, call, reply)
        if (refused) violations.push(`${method} ${call.path}: ${refused}`)
        const status = reply.status ?? 200
        // A text answer (CSV) goes as it is, with the content type the route gave.
        const asText = typeof reply.body === 'string' && reply.headers?.['content-type']
        return new HttpResponse(
          status === 204
            ? null
            : asText
              ? (reply.body as string)
              : JSON.stringify(reply.body ?? null),
          { status, headers: { 'content-type': 'application/json', ...reply.headers } },
        )
      }),
    ),
  )

  /**
   * Answers the app's requests until the test ends (or another double starts); then a request no
   * route of the table has, or an answer its schema refuses, fails the test.
   */
  const start = () => {
    active?.close()
    active = server
    server.listen({ onUnhandledFrame: 'error' })
    onTestFinished(() => {
      if (active === server) {
        server.close()
        active = null
      }
      if (violations.length > 0)
        throw new Error(`The /api double answered outside the contract:\n${violations.join('\n')}`)
    })
  }

  /** The catalogue the double serves, in place of the samples (every firearm route reads it). */
  const setFirearms = (list: readonly ApiFirearm[]) => {
    firearms.splice(0, firearms.length, ...list)
  }

  /** A firearm as an admin reads it (and as a save answers it), by id. */
  const adminFirearmOf = (id: string): ApiAdminFirearm => {
    const firearm = adminFirearm(id)
    if (!firearm) throw new Error(`No firearm ${id} in the double`)
    return firearm
  }

  return { on, calls, firearms, setFirearms, adminFirearm: adminFirearmOf, start }
}

export type ApiDouble = ReturnType<typeof createApiDouble>

/**
 * Why the contract refuses this answer, if it does: a success is parsed with the route's answer
 * schema (a list asked with any of its parameters answers its page, docs/api.md, "Paged lists"),
 * a refusal with the route's schema for its status, else the standard error body (its `detail`
 * may be left out). A refusal with no body stands for a server that could not be reached.
 */
function contractRefuses(name: RouteName, call: ApiCall, reply: Reply): string | null {
  const spec = routes[name] as (typeof routes)[RouteName]
  const status = reply.status ?? 200
  if (status < 300) {
    if (status !== spec.ok.status) return `status ${status}, the route answers ${spec.ok.status}`
    // Lists whose answer is a list or a page (an array alone, as the towns, is never paged).
    const paged =
      spec.ok.schema.def.type !== 'array' &&
      'query' in spec &&
      [...call.query.keys()].some((key) => key !== 'lang' && key in spec.query.shape)
    if (paged && Array.isArray(reply.body)) return 'a whole list where a page was asked for'
    return issues(spec.ok.schema, reply.body)
  }
  if (reply.body === undefined || reply.body === null) return null
  const refusal = (spec as { refusals?: Partial<Record<number, RefusalSpec>> }).refusals?.[status]
  // The screens' own texts stand in when a refusal has no detail: tests send some without.
  const schema = typeof refusal === 'object' ? refusal.schema : ApiErrorBody.partial()
  return issues(schema, reply.body)
}

function issues(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body)
  return parsed.success
    ? null
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
}
