import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

/**
 * CSV exports (docs/api.md, "Stock in bulk"), written with csv-stringify. A cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) gets a
 * leading `'` (OWASP's advice against CSV injection); the import takes it off again.
 */
const guarded = (value: unknown) => {
  const text = String(value ?? '')
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

const csv = (columns: string[], rows: Record<string, unknown>[]) =>
  stringify(rows, {
    header: true,
    columns,
    cast: {
      string: guarded,
      boolean: (value) => String(value),
      number: (value) => String(value),
    },
  })

export function csvResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  })
}

const drizzle = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

/** Every firearm by name with the dealer's entry (none reads as 0, 0, false). */
export async function inventoryCsv(payload: Payload, dealerId: number): Promise<string> {
  const { rows } = await drizzle(payload).execute(sql`SELECT f.id AS "firearmId", f.name,
      COALESCE(i.stock, 0)::int AS stock, COALESCE(i.price, 0)::float8 AS price,
      COALESCE(i.available, false) AS available
    FROM firearms f LEFT JOIN inventory i ON i.firearm_id = f.id AND i.dealer_id = ${dealerId}
    ORDER BY f.name, f.id`)
  return csv(['firearmId', 'name', 'stock', 'price', 'available'], rows)
}

const CATALOGUE_COLUMNS = {
  id: sql`id`,
  name: sql`name`,
  category: sql`category`,
  caliber: sql`caliber`,
  barrelLength: sql`barrel_length`,
  systemType: sql`system_type`,
  availability: sql`availability::text`,
  pricePLN: sql`price_p_l_n::float8`,
  priceEUR: sql`price_e_u_r::float8`,
  price: sql`price::float8`,
  createdAt: sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
}

/** The whole catalogue by name: identity, options, availability and prices. */
export async function catalogueCsv(payload: Payload): Promise<string> {
  const { rows } = await drizzle(payload).execute(
    sql`SELECT ${sql.join(
      Object.entries(CATALOGUE_COLUMNS).map(
        ([name, column]) => sql`${column} AS ${sql.identifier(name)}`,
      ),
      sql`, `,
    )} FROM firearms ORDER BY name, id`,
  )
  return csv(Object.keys(CATALOGUE_COLUMNS), rows)
}
