import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  BYTE_ORDER_MARK,
  INVENTORY_CSV_COLUMNS,
  SPREADSHEETS,
  writeSpreadsheetNumber,
  type Language,
} from '@sog/contract'
import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { guarded } from './formula-guard'

/**
 * CSV exports (docs/api.md, "Stock in bulk"), written with csv-stringify, text cells guarded
 * against formulas. For a program: commas, points, true/false. For a spreadsheet in a language
 * (`lang`): as it writes CSV itself, after a byte-order mark
 * (docs/decisions/0198-spreadsheet-stock-files.md).
 */
export function csv(columns: string[], rows: Record<string, unknown>[], lang?: Language): string {
  const sheet = lang && SPREADSHEETS[lang]
  const text = stringify(rows, {
    header: true,
    columns,
    delimiter: sheet ? sheet.delimiter : ',',
    cast: {
      string: guarded,
      boolean: (value) => (sheet ? (value ? sheet.yes : sheet.no) : String(value)),
      number: (value) => (sheet ? writeSpreadsheetNumber(value, sheet) : String(value)),
    },
  })
  return sheet ? BYTE_ORDER_MARK + text : text
}

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
export async function inventoryCsv(
  payload: Payload,
  dealerId: number,
  lang?: Language,
): Promise<string> {
  const { rows } = await drizzle(payload).execute(sql`SELECT f.id AS "firearmId", f.name,
      COALESCE(i.stock, 0)::int AS stock, COALESCE(i.price, 0)::float8 AS price,
      COALESCE(i.available, false) AS available
    FROM firearms f LEFT JOIN inventory i ON i.firearm_id = f.id AND i.dealer_id = ${dealerId}
    ORDER BY f.name, f.id`)
  return csv([...INVENTORY_CSV_COLUMNS], rows, lang)
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
export async function catalogueCsv(payload: Payload, lang?: Language): Promise<string> {
  const { rows } = await drizzle(payload).execute(
    sql`SELECT ${sql.join(
      Object.entries(CATALOGUE_COLUMNS).map(
        ([name, column]) => sql`${column} AS ${sql.identifier(name)}`,
      ),
      sql`, `,
    )} FROM firearms ORDER BY name, id`,
  )
  return csv(Object.keys(CATALOGUE_COLUMNS), rows, lang)
}
