import { z } from 'zod'

import { LANGUAGES } from '../rules/countries'
import { MAX_CSV_CHARS, MAX_CSV_ROWS } from '../rules/limits'
import { refusalCode, refusalParams } from './misc'

/**
 * A dealer's stock in bulk (docs/api.md, "Stock in bulk"): the CSV a dealer exports, edits and
 * imports again. Columns by header name; a row names its firearm by `firearmId` or, when that
 * is blank, by its exact `name` (ignoring case).
 */
export const INVENTORY_CSV_COLUMNS = ['firearmId', 'name', 'stock', 'price', 'available'] as const

export const InventoryCsvInput = z
  .object({
    csv: z
      .string()
      .min(1)
      .max(MAX_CSV_CHARS)
      .meta({
        description: `The CSV text: a header row (${INVENTORY_CSV_COLUMNS.join(', ')}; comma or semicolon separated), then at most ${MAX_CSV_ROWS} rows. available is true/false, 1/0 or yes/no in any of the five languages; stock and price (EUR) as a spreadsheet writes them (a point or a comma, digits grouped or not, a euro sign).`,
      }),
  })
  .meta({ id: 'InventoryCsvInput' })

const CsvValues = z
  .strictObject({ stock: z.int(), price: z.number(), available: z.boolean() })
  .meta({ id: 'InventoryCsvValues' })

export const InventoryCsvChange = z
  .strictObject({
    /** The row's line in the file (the header is line 1). */
    line: z.int(),
    firearmId: z.string(),
    name: z.string(),
    /** Null when the dealer has no entry for this firearm yet. */
    before: CsvValues.nullable(),
    after: CsvValues,
  })
  .meta({ id: 'InventoryCsvChange' })

/** One row's problem: its line, the English text, and its code and parameters to translate it. */
export const InventoryCsvRowError = z
  .strictObject({
    line: z.int(),
    message: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'InventoryCsvRowError' })

export const InventoryCsvResult = z
  .strictObject({
    /** Data rows read. */
    rows: z.int().min(0),
    /** The rows that change something, in file order. */
    changes: z.array(InventoryCsvChange),
    /** Rows that match what is stored already. */
    unchanged: z.int().min(0),
    /** Per-row problems; an import with any is refused whole. */
    errors: z.array(InventoryCsvRowError),
    /** True once the changes are stored (always false for a preview). */
    applied: z.boolean(),
  })
  .meta({ id: 'InventoryCsvResult' })

/** The refusal of an import with row errors: nothing was written. */
export const InventoryCsvRefusal = z
  .strictObject({
    detail: z.string(),
    code: refusalCode,
    params: refusalParams,
    rowErrors: z.array(InventoryCsvRowError),
  })
  .meta({ id: 'InventoryCsvRefusal' })

/** A CSV answer (exports): documented as text/csv. */
export const CsvText = z.string().meta({ description: 'CSV text (UTF-8, header row first)' })

/** An export for a program (as it always was), or for a spreadsheet in a language. */
export const CsvExportQuery = z
  .object({
    lang: z.enum(LANGUAGES).optional().meta({
      description:
        'Written as a spreadsheet in this language reads CSV: a byte-order mark, semicolons and decimal commas for pl, it, de and fr, and available as its yes or no. Without it: commas, points and true/false, no mark.',
    }),
  })
  .meta({ id: 'CsvExportQuery' })

export type InventoryCsvBody = z.input<typeof InventoryCsvInput>
export type ApiInventoryCsvResult = z.output<typeof InventoryCsvResult>
export type ApiInventoryCsvChange = z.output<typeof InventoryCsvChange>
export type ApiInventoryCsvRowError = z.output<typeof InventoryCsvRowError>
