import { parse } from 'csv-parse/sync'
import {
  fieldIssues,
  money,
  MAX_CSV_ROWS,
  PARSE_OPTIONS,
  readWrittenNumber,
  readYesNo,
  refusal,
  stock,
  type ApiInventoryCsvRowError,
  type CodedRefusal,
} from '@sog/contract'
import { z } from 'zod'

import { refused } from '../http'
import { unguarded } from './formula-guard'

/**
 * Reads a dealer's stock CSV (docs/api.md, "Stock in bulk") with csv-parse: quoting, line
 * breaks inside quotes and a byte-order mark are the library's business. Comma or semicolon
 * separated (spreadsheets in Poland, Germany, Italy and France save with semicolons); header
 * names ignore case and spaces. Each data row becomes its values or its line's errors.
 */

export type CsvValues = { stock: number; price: number; available: boolean }
export type CsvRow = {
  line: number
  firearmId: string
  name: string
  values: CsvValues | null
}
export type ReadCsv = { rows: CsvRow[]; errors: ApiInventoryCsvRowError[] }

/** A row's problem, in English and by its code for the dealer's language. */
export const rowError = (line: number, { code, params, detail }: CodedRefusal) => ({
  line,
  message: detail,
  code,
  params,
})

const HEADERS: Record<string, keyof Omit<CsvRow, 'line' | 'values'> | keyof CsvValues> = {
  firearmid: 'firearmId',
  id: 'firearmId',
  name: 'name',
  stock: 'stock',
  price: 'price',
  available: 'available',
}

/**
 * A number or yes/no as a spreadsheet writes it in any of the five languages (the contract's
 * rules/written-values.ts); the file's delimiter says its decimal mark where the two disagree.
 */
const valuesOf = (decimalMark: '.' | ',') => {
  const number = z.preprocess(
    (value) => (typeof value === 'string' ? readWrittenNumber(value, decimalMark) : value),
    z.number({ error: 'must be a number' }),
  )
  return z.object({
    stock: number.pipe(stock),
    price: number.pipe(money),
    available: z.preprocess(
      (value) => (typeof value === 'string' ? readYesNo(value) : value),
      z.boolean({ error: 'must be yes or no (true/false, 1/0)' }),
    ),
  })
}
const VALUES = { ',': valuesOf('.'), ';': valuesOf(',') } as const

/**
 * One separator per file, read from its header: a semicolon file writes prices as `199,50`,
 * so both at once would split them.
 */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/))
  return header.includes(';') && !header.includes(',') ? ';' : ','
}

export function readInventoryCsv(text: string): ReadCsv {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  const delimiter = delimiterOf(text)
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      columns: (header: string[]) =>
        header.map((name) => HEADERS[name.replace(/\s+/g, '').toLowerCase()] ?? name),
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: MAX_CSV_ROWS + 1,
    }) as typeof records
  } catch (error) {
    throw refused(400, refusal('csvUnreadable', { reason: (error as Error).message }))
  }
  if (records.length > MAX_CSV_ROWS)
    throw refused(400, refusal('csvTooManyRows', { max: MAX_CSV_ROWS }))
  const columns = Object.keys(records[0]?.record ?? {})
  const missing = ['stock', 'price', 'available'].filter((column) => !columns.includes(column))
  if (records.length > 0 && !columns.includes('firearmId') && !columns.includes('name'))
    missing.unshift('firearmId or name')
  if (missing.length > 0)
    throw refused(400, refusal('csvMissingColumns', { columns: missing.join(', ') }))

  const errors: ApiInventoryCsvRowError[] = []
  const rows = records.map(({ record, info }): CsvRow => {
    const line = info.lines
    const firearmId = record.firearmId ?? ''
    const name = unguarded(record.name ?? '')
    if (!firearmId && !name) errors.push(rowError(line, refusal('csvNoKey')))
    const parsed = VALUES[delimiter].safeParse(record, PARSE_OPTIONS)
    if (!parsed.success)
      for (const issue of fieldIssues(parsed.error))
        errors.push(
          rowError(
            line,
            refusal('csvValue', { column: issue.field, issue: issue.code, message: issue.message }),
          ),
        )
    return { line, firearmId, name, values: parsed.success ? parsed.data : null }
  })
  return { rows, errors }
}
