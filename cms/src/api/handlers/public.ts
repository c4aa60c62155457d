import {
  compareOptionNames,
  COUNTRIES,
  FIREARM_QUERY_KEYS,
  MAX_CALIBER_SUGGESTIONS,
  MAX_SUGGESTIONS,
  PublicDealerQuery,
  queryKeys,
  FILTER_OPTION_TYPES,
  type ApiOptionLabels,
  type FilterOptionType,
  type Language,
  pagesOf,
} from '@sog/contract'
import type { Payload, Where } from 'payload'

import pkg from '../../../package.json'
import type { Handlers } from '../context'
import { HttpError, json } from '../http'
import { openApiDocument } from '../openapi-document'
import { findPlaces } from '../places/towns'
import { listAllFirearms } from '../queries/firearm-list'
import { queryFirearms, suggestSearches } from '../queries/firearm-query'
import { asksForPage, inOrderOf, publicDealerIds } from '../queries/list-queries'
import { toApiFirearm, toApiPublicDealer, toApiSettings } from '../shapes'
import { DATABASE_RETRY_SECONDS } from '@/lib/database-errors'
import { richTextToBlocks } from '@/lib/rich-text'

const startedAt = Date.now()

/** Public reads run as the anonymous visitor: the collections' access rules decide. */
const asVisitor = { overrideAccess: false, user: null } as const

async function optionNames(payload: Payload, type: FilterOptionType) {
  const { docs } = await payload.find({
    collection: 'filter-options',
    where: { type: { equals: type } },
    limit: 0,
    ...asVisitor,
  })
  return docs
    .map((d) => d.name)
    .filter((name) => name.trim() !== '')
    .sort(compareOptionNames)
}

/** Translated fields in the visitor's language, English where a translation is missing. */
const inLanguage = (lang: Language) => ({ locale: lang, fallbackLocale: 'en' as const })

/** The options' names in `lang`, only those translated, keyed by the English name. */
async function optionLabels(payload: Payload, lang: Language): Promise<ApiOptionLabels> {
  const labels = Object.fromEntries(
    FILTER_OPTION_TYPES.map((type) => [type, {} as Record<string, string>]),
  ) as ApiOptionLabels
  if (lang === 'en') return labels
  const { docs } = await payload.find({
    collection: 'filter-options',
    limit: 0,
    locale: lang,
    fallbackLocale: false,
    select: { name: true, type: true, label: true },
    ...asVisitor,
  })
  for (const doc of docs) if (doc.label) labels[doc.type][doc.name] = doc.label
  return labels
}

async function findFirearm(payload: Payload, id: string, lang: Language) {
  const { docs } = await payload.find({
    collection: 'firearms',
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    ...inLanguage(lang),
    ...asVisitor,
  })
  if (!docs[0]) throw new HttpError(404, 'Firearm not found')
  return docs[0]
}

const activeDealer: Where = { isActive: { equals: true } }

/** How long the health check waits for the database before it says "down". */
const HEALTH_TIMEOUT_MS = 2_000

export const publicHandlers = {
  getHealth: async ({ payload }) => {
    const started = Date.now()
    // A stalled database must not make the check wait with it (issue 32, M9).
    let timer: NodeJS.Timeout | undefined
    const answered = await Promise.race([
      payload.count({ collection: 'firearms', ...asVisitor }).then(
        () => true,
        () => false,
      ),
      new Promise<false>(
        (resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)),
      ),
    ]).finally(() => clearTimeout(timer))
    if (!answered) {
      return json(
        { detail: 'Database unreachable', status: 'degraded', database: 'down' },
        { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_SECONDS) } },
      )
    }
    return {
      status: 'ok',
      database: 'up',
      databaseLatencyMs: Date.now() - started,
      version: pkg.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }
  },

  getOpenApi: async () => openApiDocument,

  listCountries: async () => COUNTRIES,

  // Any query parameter asks for one page (docs/api.md, "Catalogue queries"); none keeps the
  // full array of the spec's contract for existing clients.
  listFirearms: async ({ payload, query, request }) => {
    const params = new URL(request.url).searchParams
    if (FIREARM_QUERY_KEYS.some((key) => params.has(key)))
      return queryFirearms(payload, query, query.lang)
    // Every firearm is public (the collection's read access is `anyone`).
    return listAllFirearms(payload, query.lang)
  },

  getFirearm: async ({ payload, params, query }) =>
    toApiFirearm(await findFirearm(payload, params.id, query.lang)),

  // The catalogue search’s rule (matchesSearch) in the visitor’s language, which names the calibers.
  listSearchSuggestions: async ({ payload, query }) => {
    const [found, labels] = await Promise.all([
      suggestSearches(payload, query.q, query.lang, MAX_SUGGESTIONS, MAX_CALIBER_SUGGESTIONS),
      optionLabels(payload, query.lang),
    ])
    return {
      calibers: found.calibers.map(({ value, count }) => ({
        value,
        label: labels.caliber[value] ?? value,
        count,
      })),
      firearms: found.firearms,
    }
  },

  // A town the visitor names, from the bundled list (no geocoding service).
  listPlaces: ({ query }) => findPlaces(query.q, query.country),

  // Where to buy: kept by the front until the stock version moves (0165-stock-version.md).
  listStockists: async ({ payload, params }) => {
    const { totalDocs } = await payload.count({
      collection: 'firearms',
      where: { id: { equals: params.id } },
      ...asVisitor,
    })
    if (totalDocs === 0) throw new HttpError(404, 'Firearm not found')
    // The inventory's access rules let visitors see exactly the rows offered for sale.
    const { docs } = await payload.find({
      collection: 'inventory',
      where: { firearm: { equals: params.id } },
      select: { dealer: true, stock: true, price: true },
      limit: 0,
      depth: 1,
      ...asVisitor,
    })
    return docs
      .flatMap((doc) =>
        typeof doc.dealer === 'object'
          ? [{ dealer: toApiPublicDealer(doc.dealer), stock: doc.stock, price: doc.price }]
          : [],
      )
      .sort((a, b) => a.dealer.name.localeCompare(b.dealer.name))
  },

  listCategories: ({ payload }) => optionNames(payload, 'category'),
  listCalibers: ({ payload }) => optionNames(payload, 'caliber'),
  listBarrelLengths: ({ payload }) => optionNames(payload, 'barrelLength'),
  listSystemTypes: ({ payload }) => optionNames(payload, 'systemType'),
  listOptionLabels: ({ payload, query }) => optionLabels(payload, query.lang),

  getSettings: async ({ payload, query }) =>
    toApiSettings(
      await payload.findGlobal({
        slug: 'settings',
        depth: 1,
        ...inLanguage(query.lang),
        ...asVisitor,
      }),
    ),

  getLegalTexts: async ({ payload, query }) => {
    const texts = await payload.findGlobal({
      slug: 'legal-texts',
      depth: 0,
      ...inLanguage(query.lang),
      ...asVisitor,
    })
    return {
      privacy: { title: texts.privacyTitle ?? '', blocks: richTextToBlocks(texts.privacyBody) },
      terms: { title: texts.termsTitle ?? '', blocks: richTextToBlocks(texts.termsBody) },
      priceNote: texts.priceNote ?? '',
    }
  },

  listDealers: async ({ payload, query, request }) => {
    if (asksForPage(request, queryKeys(PublicDealerQuery))) {
      const { ids, total } = await publicDealerIds(payload, query)
      const { docs } =
        ids.length === 0
          ? { docs: [] }
          : await payload.find({
              collection: 'dealers',
              where: { and: [{ id: { in: ids } }, activeDealer] },
              limit: ids.length,
              pagination: false,
              ...asVisitor,
            })
      return {
        items: inOrderOf(ids, docs).map(toApiPublicDealer),
        total,
        page: query.page,
        pages: pagesOf(total, query.limit),
      }
    }
    const { docs } = await payload.find({
      collection: 'dealers',
      where: activeDealer,
      limit: 0,
      sort: 'name',
      ...asVisitor,
    })
    return docs.map(toApiPublicDealer)
  },

  getDealer: async ({ payload, params }) => {
    const { docs } = await payload.find({
      collection: 'dealers',
      where: { and: [{ id: { equals: params.id } }, activeDealer] },
      limit: 1,
      ...asVisitor,
    })
    if (!docs[0]) throw new HttpError(404, 'Dealer not found')
    return toApiPublicDealer(docs[0])
  },
} satisfies Partial<Handlers>
