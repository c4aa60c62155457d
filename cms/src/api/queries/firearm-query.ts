import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  compareOptionNames,
  type ApiFirearmFacets,
  type ApiFirearmPage,
  type FacetField,
  type FirearmQueryData,
  type Language,
  PRICE_ORDER,
  SEARCHED_OPTIONS,
  searchSpellings,
  type SearchedOption,
  type PriceCurrency,
  pagesOf,
} from '@sog/contract'
import type { Payload } from 'payload'

import { toApiFirearm } from '../shapes'

/** A piece of SQL with its parameters (drizzle's, as Payload's adapter exports it). */
type SQL = ReturnType<typeof sql>

/**
 * The catalogue's one query builder (docs/api.md, "Catalogue queries";
 * docs/decisions/0110-ids-in-sql.md), behind GET /api/firearms with parameters and GET
 * /api/admin/firearms. Filtering, facets, sort and paging run in PostgreSQL; the page's firearms
 * are then read through Payload, so their shape (images, gallery) is the one every other answer
 * has.
 */

const FACET_COLUMNS: Record<FacetField, SQL> = {
  category: sql`category`,
  caliber: sql`caliber`,
  barrelLength: sql`barrel_length`,
  systemType: sql`system_type`,
  availability: sql`availability::text`,
}
const FACET_FIELDS = Object.keys(FACET_COLUMNS) as FacetField[]

const PRICE_COLUMNS: Record<PriceCurrency, SQL> = {
  PLN: sql`price_p_l_n`,
  EUR: sql`price_e_u_r`,
  USD: sql`price`,
}

/** 1 EUR in `currency`, from the company settings (NULL when not set). */
const RATE: Record<PriceCurrency, SQL> = {
  EUR: sql`1::numeric`,
  PLN: sql`(SELECT exchange_rates_pln FROM settings LIMIT 1)`,
  USD: sql`(SELECT exchange_rates_usd FROM settings LIMIT 1)`,
}

/**
 * The price a page in `currency` shows, as contract/src/rules/currency.ts `shownPrice`: its own
 * stored price; else another one converted with the rates (whole units); else the plain fallback;
 * NULL when none is usable ("Price on request").
 */
function pagePrice(currency: PriceCurrency): SQL {
  const [own, ...others] = PRICE_ORDER[currency].map((c) => ({ c, column: PRICE_COLUMNS[c] }))
  const converted = (from: PriceCurrency) =>
    sql`ROUND(${PRICE_COLUMNS[from]} / ${RATE[from]} * ${RATE[currency]})`
  const branches = [
    sql`WHEN ${own!.column} > 0 THEN ${own!.column}`,
    ...others.map(
      ({ c, column }) => sql`WHEN ${column} > 0 AND ${converted(c)} > 0 THEN ${converted(c)}`,
    ),
    ...others.map(({ column }) => sql`WHEN ${column} > 0 THEN ${column}`),
  ]
  return sql`(CASE ${sql.join(branches, sql` `)} END)`
}

/**
 * The price a visitor of `currency` sees (docs/decisions/0143-one-currency.md); a $ page
 * exists only with an EUR → USD rate, otherwise those visitors see EUR (`pageCurrency`).
 */
function shownPrice(currency: PriceCurrency): SQL {
  if (currency !== 'USD') return pagePrice(currency)
  return sql`(CASE WHEN ${RATE.USD} IS NULL THEN ${pagePrice('EUR')} ELSE ${pagePrice('USD')} END)`
}

/** The text for ILIKE with its own wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
/** `%text%` for ILIKE. */
const containing = (text: string) => `%${literal(text)}%`

type Conditions = { search: SQL } & Record<FacetField | 'price', SQL>

/** `column` contains `text`, ignoring case and accents (served by its trigram index). */
const contains = (column: SQL, text: string) =>
  sql`sog_unaccent(${column}) ILIKE sog_unaccent(${containing(text)})`

/** `column` contains one of `spellings`. */
const containsOne = (column: SQL, spellings: readonly string[]): SQL[] =>
  spellings.map((spelling) => contains(column, spelling))

type Database = PostgresAdapter['drizzle']

/**
 * What a catalogue search looks for: the text's spellings (the contract's `searchSpellings`), and
 * by type the options whose name in the reader's language contains one of them
 * (docs/decisions/0200-search-in-the-readers-words.md).
 */
export type CatalogueSearch = { spellings: string[]; named: Record<SearchedOption, string[]> }

/**
 * The search for `text` on a page in `lang`. The translated names are asked first, in a
 * statement of their own, so that the search's statement holds them as values its plan can use
 * the indexes for (a subquery in their place made PostgreSQL scan every firearm).
 */
export async function catalogueSearch(
  db: Database,
  text: string,
  lang: Language,
): Promise<CatalogueSearch> {
  const spellings = text ? searchSpellings(text) : []
  const named: CatalogueSearch['named'] = { category: [], caliber: [], systemType: [] }
  if (lang === 'en' || spellings.length === 0) return { spellings, named }
  const types = sql.join(
    SEARCHED_OPTIONS.map((type) => sql`${type}`),
    sql`, `,
  )
  const { rows } = await db.execute(sql`SELECT o.type, o.name FROM filter_options o
    JOIN filter_options_locales l ON l._parent_id = o.id AND l._locale = ${lang}
    WHERE o.type IN (${types}) AND (${sql.join(containsOne(sql`l.label`, spellings), sql` OR `)})`)
  for (const row of rows as { type: SearchedOption; name: string }[]) named[row.type].push(row.name)
  return { spellings, named }
}

/**
 * The catalogue search's one rule (docs/product.md, "Search"; the contract's
 * `matchesCatalogueSearch`): the name, or the category, caliber or system type as stored
 * (English) or as named in the page's language, contains one of the text's spellings, ignoring
 * case and accents. The catalogue's query and the search box's suggestions both use it.
 */
export const matchesSearch = ({ spellings, named }: CatalogueSearch): SQL =>
  sql`(${sql.join(
    [
      ...containsOne(sql`name`, spellings),
      ...SEARCHED_OPTIONS.flatMap((type) => optionNamed(type, spellings, named[type])),
    ],
    sql` OR `,
  )})`

/** The firearm's `type` contains one of `spellings` as stored, or is one of the options `named` so. */
function optionNamed(type: SearchedOption, spellings: string[], named: string[]): SQL[] {
  const column = FACET_COLUMNS[type]
  const stored = containsOne(column, spellings)
  if (named.length === 0) return stored
  const values = named.map((name) => sql`${name}`)
  return [...stored, sql`${column} IN (${sql.join(values, sql`, `)})`]
}

/**
 * Each filter as its own condition (TRUE when unset), so a facet can apply all but its own.
 * Search compares without accents or case through `sog_unaccent`, which the trigram indexes
 * cover (migrations 20261123_124000_catalogue_queries, 20261208_001500_search_option_indexes),
 * by `matchesSearch`. A firearm without a usable price counts
 * as 0 in the range, as the spec's client filter did.
 */
function conditions(query: FirearmQueryData, search: CatalogueSearch): Conditions {
  const text = (field: FacetField, value: string | undefined) =>
    value ? sql`${FACET_COLUMNS[field]} = ${value}` : sql`TRUE`
  const price = sql`COALESCE(${shownPrice(query.currency)}, 0)`
  const bounds: SQL[] = []
  if (query.minPrice !== undefined) bounds.push(sql`${price} >= ${query.minPrice}`)
  if (query.maxPrice !== undefined) bounds.push(sql`${price} <= ${query.maxPrice}`)
  return {
    search: search.spellings.length > 0 ? matchesSearch(search) : sql`TRUE`,
    category: text('category', query.category),
    caliber: text('caliber', query.caliber),
    barrelLength: text('barrelLength', query.barrelLength),
    systemType: text('systemType', query.systemType),
    availability: text('availability', query.availability),
    price: bounds.length > 0 ? sql.join(bounds, sql` AND `) : sql`TRUE`,
  }
}

const ORDER: Record<FirearmQueryData['sort'], (price: SQL) => SQL> = {
  name: () => sql`name, id`,
  'price-asc': (price) => sql`${price} ASC NULLS LAST, name, id`,
  'price-desc': (price) => sql`${price} DESC NULLS LAST, name, id`,
  newest: () => sql`created_at DESC, id`,
}

const all = (parts: SQL[]) => sql.join(parts, sql` AND `)

type FacetRow = {
  field: string
  value: string | null
  n: number
  lo: string | null
  hi: string | null
}

/**
 * One statement for the total and every facet: the rows matching the search, each filter's
 * verdict as a column, and per field the counts under the other filters.
 */
function facetStatement(query: FirearmQueryData, where: Conditions): SQL {
  const fields = [...FACET_FIELDS, 'price'] as const
  const flag = (field: (typeof fields)[number]) => sql`${sql.identifier(`m_${field}`)}`
  const others = (field: (typeof fields)[number] | null) =>
    all([sql`TRUE`, ...fields.filter((f) => f !== field).map(flag)])
  const counts = FACET_FIELDS.map(
    (field) =>
      sql`SELECT ${field}::text AS field, ${sql.identifier(field)} AS value, count(*)::int AS n, NULL::numeric AS lo, NULL::numeric AS hi FROM base WHERE ${others(field)} GROUP BY ${sql.identifier(field)}`,
  )
  return sql`WITH base AS (
    SELECT ${sql.join(
      FACET_FIELDS.map((field) => sql`${FACET_COLUMNS[field]} AS ${sql.identifier(field)}`),
      sql`, `,
    )}, ${shownPrice(query.currency)} AS shown,
    ${sql.join(
      fields.map((field) => sql`(${where[field]}) AS ${flag(field)}`),
      sql`, `,
    )}
    FROM firearms WHERE ${where.search}
  )
  ${sql.join(counts, sql` UNION ALL `)}
  UNION ALL SELECT 'price', NULL, count(*)::int, min(shown), max(shown) FROM base WHERE ${others('price')} AND shown IS NOT NULL
  UNION ALL SELECT 'total', NULL, count(*)::int, NULL, NULL FROM base WHERE ${others(null)}`
}

/**
 * The ids of the page. With a search, the matching rows are read first through the trigram
 * indexes (a materialised CTE): left to itself the planner walks the name index in order and
 * runs the search on every row until the page is full, about twice as slow at 10,000 firearms
 * (docs/decisions/0117-search-matches-first.md).
 */
function pageStatement(query: FirearmQueryData, where: Conditions): SQL {
  const filters = all([...FACET_FIELDS.map((f) => where[f]), where.price])
  const order = ORDER[query.sort](shownPrice(query.currency))
  const offset = (query.page - 1) * query.limit
  return query.search
    ? sql`WITH matched AS MATERIALIZED (SELECT * FROM firearms WHERE ${where.search})
      SELECT id FROM matched WHERE ${filters}
      ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}`
    : sql`SELECT id FROM firearms WHERE ${filters}
      ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}`
}

function toFacets(rows: FacetRow[]): { facets: ApiFirearmFacets; total: number } {
  const facets: ApiFirearmFacets = {
    category: [],
    caliber: [],
    barrelLength: [],
    systemType: [],
    availability: [],
    price: null,
  }
  let total = 0
  for (const row of rows) {
    if (row.field === 'total') total = row.n
    else if (row.field === 'price') {
      if (row.n > 0) facets.price = { min: Number(row.lo), max: Number(row.hi) }
    } else if (row.value !== null)
      facets[row.field as FacetField].push({ value: row.value, count: row.n })
  }
  for (const field of FACET_FIELDS)
    facets[field].sort((a, b) => compareOptionNames(a.value, b.value))
  return { facets, total }
}

/** `lang`: the language of the page's translated fields (the description), English the fallback. */
export async function queryFirearms(
  payload: Payload,
  query: FirearmQueryData,
  lang: Language = 'en',
): Promise<ApiFirearmPage> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const where = conditions(query, await catalogueSearch(db, query.search, lang))
  // The page's records are read as soon as its ids are known, while the facets still count.
  const pageDocs = async () => {
    const ids = await db.execute(pageStatement(query, where))
    const order = (ids.rows as { id: string }[]).map((row) => row.id)
    if (order.length === 0) return { order, docs: [] }
    const { docs } = await payload.find({
      collection: 'firearms',
      where: { id: { in: order } },
      limit: order.length,
      depth: 1,
      pagination: false,
      locale: lang,
      fallbackLocale: 'en',
      overrideAccess: false,
      user: null,
    })
    return { order, docs }
  }
  const [{ order, docs }, summary] = await Promise.all([
    pageDocs(),
    db.execute(facetStatement(query, where)),
  ])
  const { facets, total } = toFacets(summary.rows as FacetRow[])
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const items = order.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [toApiFirearm(doc)] : []
  })
  return { items, total, page: query.page, pages: pagesOf(total, query.limit), facets }
}

export type SearchMatches = {
  calibers: { value: string; count: number }[]
  firearms: { id: string; name: string; caliber: string }[]
}

/**
 * The search box's suggestions for `text` (GET /api/search-suggestions): the calibers containing
 * it as stored or as named in `lang` (most firearms first) and the firearms the catalogue search
 * finds for it, names starting with the text first, then by name; `limit` in all, at most
 * `caliberLimit` calibers.
 */
export async function suggestSearches(
  payload: Payload,
  text: string,
  lang: Language,
  limit: number,
  caliberLimit: number,
): Promise<SearchMatches> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const starts = `${literal(text)}%`
  const search = await catalogueSearch(db, text, lang)
  const [calibers, firearms] = await Promise.all([
    db.execute(sql`SELECT caliber AS value, count(*)::int AS count FROM firearms
      WHERE caliber <> '' AND (${sql.join(optionNamed('caliber', search.spellings, search.named.caliber), sql` OR `)})
      GROUP BY caliber ORDER BY count(*) DESC, caliber LIMIT ${caliberLimit}`),
    db.execute(sql`WITH matched AS MATERIALIZED (SELECT id, name, caliber FROM firearms WHERE ${matchesSearch(search)})
      SELECT id, name, caliber FROM matched
      ORDER BY (sog_unaccent(name) ILIKE sog_unaccent(${starts})) DESC, name, id LIMIT ${limit}`),
  ])
  const caliberRows = calibers.rows as SearchMatches['calibers']
  return {
    calibers: caliberRows,
    firearms: (firearms.rows as SearchMatches['firearms']).slice(0, limit - caliberRows.length),
  }
}
