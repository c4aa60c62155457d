import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type {
  AdminDealerQueryData,
  ContactQueryData,
  ContactSort,
  DealerSort,
  InventoryQueryData,
  InventorySort,
  PublicDealerQueryData,
} from '@sog/contract'
import type { Payload } from 'payload'

import { catalogueSearch, matchesSearch } from './firearm-query'

/**
 * Paging, search and sort of the dealer and contact lists and of a dealer's inventory in
 * PostgreSQL (docs/api.md, "Paged lists"; docs/decisions/0110-ids-in-sql.md). Each query
 * answers the ids of one page and the total; the handlers then read those records through
 * Payload, so their shapes are the ones every other answer has.
 */

/** A piece of SQL with its parameters (drizzle's, as Payload's adapter exports it). */
type SQL = ReturnType<typeof sql>

/** `%text%` for ILIKE with the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Case- and accent-insensitive "contains" on `column`, served by the trigram indexes. */
export const matches = (column: SQL, text: string): SQL =>
  sql`sog_unaccent(${column}) ILIKE sog_unaccent(${containing(text)})`

const all = (parts: SQL[]) => (parts.length === 0 ? sql`TRUE` : sql.join(parts, sql` AND `))

export type IdPage<Id> = { ids: Id[]; total: number }

type Listing = { id?: SQL; from: SQL; where: SQL[]; order: SQL }

/** The ids of one page of `from … where`, in `order`, with the number of matching rows. */
async function idPage<Id>(
  payload: Payload,
  { id = sql`id`, from, where, order }: Listing,
  { page, limit }: { page: number; limit: number },
): Promise<IdPage<Id>> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const [rows, count] = await Promise.all([
    db.execute(
      sql`SELECT ${id} AS id FROM ${from} WHERE ${all(where)} ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    db.execute(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${all(where)}`),
  ])
  return {
    ids: (rows.rows as { id: Id }[]).map((row) => row.id),
    total: (count.rows as { n: number }[])[0]?.n ?? 0,
  }
}

const DEALER_ORDER: Record<DealerSort, SQL> = {
  name: sql`name, id`,
  'name-desc': sql`name DESC, id`,
  city: sql`city, name, id`,
  country: sql`country::text, name, id`,
  newest: sql`created_at DESC, id`,
}

/** The admin's dealers: search over name, city, e-mail and username. */
export function adminDealerIds(payload: Payload, query: AdminDealerQueryData) {
  const where: SQL[] = []
  if (query.search)
    where.push(matches(sql`(name || ' ' || city || ' ' || email || ' ' || username)`, query.search))
  if (query.active !== undefined) where.push(sql`COALESCE(is_active, true) = ${query.active}`)
  if (query.country) where.push(sql`country::text = ${query.country}`)
  return idPage<number>(
    payload,
    { from: sql`dealers`, where, order: DEALER_ORDER[query.sort] },
    query,
  )
}

/** The public's dealers: active ones only, searched by name and city. */
export function publicDealerIds(payload: Payload, query: PublicDealerQueryData) {
  const where: SQL[] = [sql`is_active = true`]
  if (query.search) where.push(matches(sql`(name || ' ' || city)`, query.search))
  if (query.country) where.push(sql`country::text = ${query.country}`)
  return idPage<number>(
    payload,
    { from: sql`dealers`, where, order: DEALER_ORDER[query.sort] },
    query,
  )
}

const CONTACT_ORDER: Record<ContactSort, SQL> = {
  newest: sql`created_at DESC, id DESC`,
  oldest: sql`created_at, id`,
  name: sql`name, created_at DESC, id`,
  subject: sql`subject, created_at DESC, id`,
}

/** Contact messages: search over sender, e-mail and subject. */
export function contactIds(payload: Payload, query: ContactQueryData) {
  const where: SQL[] = []
  if (query.search) where.push(matches(sql`(name || ' ' || email || ' ' || subject)`, query.search))
  if (query.status) where.push(sql`status::text = ${query.status}`)
  return idPage<number>(
    payload,
    { from: sql`contacts`, where, order: CONTACT_ORDER[query.sort] },
    query,
  )
}

const INVENTORY_ORDER: Record<InventorySort, SQL> = {
  name: sql`f.name, f.id`,
  'name-desc': sql`f.name DESC, f.id`,
  'stock-asc': sql`COALESCE(i.stock, 0), f.name, f.id`,
  'stock-desc': sql`COALESCE(i.stock, 0) DESC, f.name, f.id`,
  'price-asc': sql`COALESCE(i.price, 0), f.name, f.id`,
  'price-desc': sql`COALESCE(i.price, 0) DESC, f.name, f.id`,
}

/**
 * Every firearm with the dealer's entry for it (none counts as 0 in stock, unpriced,
 * unavailable: docs/product.md, "Data"), searched by the catalogue search's rule on the English
 * names the portal shows (docs/decisions/0200-search-in-the-readers-words.md).
 */
export async function inventoryFirearmIds(
  payload: Payload,
  dealerId: number,
  query: InventoryQueryData,
) {
  const from = sql`firearms f LEFT JOIN inventory i ON i.firearm_id = f.id AND i.dealer_id = ${dealerId}`
  const where: SQL[] = []
  if (query.search) {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    // The rule names the firearm's own columns, which the inventory does not have.
    where.push(matchesSearch(await catalogueSearch(db, query.search, 'en')))
  }
  if (query.available !== undefined)
    where.push(sql`COALESCE(i.available, false) = ${query.available}`)
  if (query.inStock !== undefined)
    where.push(query.inStock ? sql`COALESCE(i.stock, 0) > 0` : sql`COALESCE(i.stock, 0) = 0`)
  return idPage<string>(
    payload,
    { id: sql`f.id`, from, where, order: INVENTORY_ORDER[query.sort] },
    query,
  )
}

/** The dashboard's counters over all of the dealer's entries. */
export async function inventoryTotals(payload: Payload, dealerId: number) {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const { rows } = await db.execute(sql`SELECT count(*)::int AS products,
      count(*) FILTER (WHERE available)::int AS available,
      COALESCE(sum(stock), 0)::bigint AS stock
    FROM inventory WHERE dealer_id = ${dealerId}`)
  const row = (rows as { products: number; available: number; stock: string | number }[])[0]
  return {
    totalProducts: row?.products ?? 0,
    available: row?.available ?? 0,
    totalStock: Number(row?.stock ?? 0),
  }
}

/** Whether the URL carries any of `keys`: then the list answers a page, else the full array. */
export const asksForPage = (request: Request, keys: string[]) => {
  const params = new URL(request.url).searchParams
  return keys.some((key) => params.has(key))
}

/** `docs` in the order of `ids` (a record deleted in between is left out). */
export function inOrderOf<Id, D extends { id: Id }>(ids: Id[], docs: D[]): D[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [doc] : []
  })
}
