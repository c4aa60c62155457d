import type { Language } from './countries'

/**
 * Numbers as people write them in each language (docs/decisions/0199-decimals-as-written.md):
 * small on purpose, as the catalogue's first load reads its price bounds with it (the
 * spreadsheets' conventions, yes and no are in written-values.ts).
 */

/** Spaces (a no-break or narrow one too), apostrophes (Swiss grouping) and the euro sign. */
const DECORATION = /[\s'’]|€|^eur|eur$/gi

/** Digits grouped in threes by `group`, or not grouped, with a fraction after `decimal`. */
const numberPattern = (group: string, decimal: string) =>
  new RegExp(`^(\\d{1,3}(\\${group}\\d{3})+|\\d*)(\\${decimal}\\d+)?$`)
const POINT = { pattern: numberPattern(',', '.'), decimal: '.', group: ',' }
const COMMA = { pattern: numberPattern('.', ','), decimal: ',', group: '.' }

/**
 * A number as people and spreadsheets write it: `1234.5`, `1234,50`, `1 234,50`, `1.234,50 €`,
 * `€1,234.50`, `1'234.50`, `-9,14`. Where the two conventions read it differently (`1,234`,
 * `1.234`), `decimalMark` decides: a file's (the other of its delimiter) or a page's language's.
 * Empty is undefined; what neither reads is NaN.
 */
export function readWrittenNumber(text: string, decimalMark: '.' | ','): number | undefined {
  const bare = text.replace(DECORATION, '')
  if (bare === '') return undefined
  const sign = /^[-−]/.test(bare) ? -1 : 1
  const digits = bare.replace(/^[-−+]/, '')
  const readings = (decimalMark === '.' ? [POINT, COMMA] : [COMMA, POINT])
    .filter(({ pattern }) => digits !== '' && pattern.test(digits))
    .map(({ decimal, group }) => sign * Number(digits.replaceAll(group, '').replace(decimal, '.')))
  return readings[0] ?? Number.NaN
}

/** The number a refused decimal's message gives as an example, as a language writes it. */
export const numberExample = (language: Language) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, useGrouping: false }).format(1234.5)

/** The decimal mark people write in each language (and their spreadsheets). */
export const DECIMAL_MARKS: Record<Language, '.' | ','> = {
  en: '.',
  pl: ',',
  it: ',',
  de: ',',
  fr: ',',
}

export const decimalMarkOf = (language: Language) => DECIMAL_MARKS[language]

/** A coordinate: copied from maps with a point, often to three decimals ("52.406"), in every language. */
export const readWrittenCoordinate = (text: string) => readWrittenNumber(text, '.')
