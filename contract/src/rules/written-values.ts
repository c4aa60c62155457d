import type { Language } from './countries'

/**
 * How people and their spreadsheets write values in each language: numbers in any of the forms
 * they use, yes and no. The CSV convention of each language's spreadsheet
 * (docs/decisions/0198-spreadsheet-stock-files.md):
 * Excel takes its list separator and decimal mark from the system's region, so in Poland,
 * Germany, Italy and France it writes (and expects) semicolons and decimal commas; it reads a
 * file as the system's Windows code page unless the file starts with a byte-order mark, and
 * "CSV" saves in that code page. A stock export made for a language is written this way, and
 * an import reads any of them.
 */
export type Spreadsheet = {
  delimiter: ',' | ';'
  decimalMark: '.' | ','
  /** The code page a spreadsheet's plain "CSV" is saved in (a label TextDecoder knows). */
  codePage: 'windows-1250' | 'windows-1252'
  /** How `available` is written: the language's own yes and no. */
  yes: string
  no: string
}

export const SPREADSHEETS: Record<Language, Spreadsheet> = {
  en: { delimiter: ',', decimalMark: '.', codePage: 'windows-1252', yes: 'yes', no: 'no' },
  pl: { delimiter: ';', decimalMark: ',', codePage: 'windows-1250', yes: 'tak', no: 'nie' },
  it: { delimiter: ';', decimalMark: ',', codePage: 'windows-1252', yes: 'sì', no: 'no' },
  de: { delimiter: ';', decimalMark: ',', codePage: 'windows-1252', yes: 'ja', no: 'nein' },
  fr: { delimiter: ';', decimalMark: ',', codePage: 'windows-1252', yes: 'oui', no: 'non' },
}

/** A byte-order mark: without it a spreadsheet reads the file's UTF-8 as its code page. */
export const BYTE_ORDER_MARK = '\uFEFF'

/**
 * `available` as people and spreadsheets write it, in any of the five languages: the words
 * above, English true/false and 1/0, and the TRUE and FALSE a spreadsheet writes in each
 * (PRAWDA/FAŁSZ, WAHR/FALSCH, VRAI/FAUX, VERO/FALSO). Case is ignored.
 */
const WORDS: Record<string, boolean> = Object.fromEntries([
  ...['true', '1', 'prawda', 'wahr', 'vrai', 'vero', 'si'].map((word) => [word, true]),
  ...['false', '0', 'fałsz', 'falsz', 'falsch', 'faux', 'falso'].map((word) => [word, false]),
  ...Object.values(SPREADSHEETS).flatMap(({ yes, no }) => [
    [yes, true],
    [no, false],
  ]),
])

export function readYesNo(text: string): boolean | undefined {
  return WORDS[text.trim().toLowerCase()]
}

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

/** The decimal mark people write in a language (its spreadsheet's). */
export const decimalMarkOf = (language: Language) => SPREADSHEETS[language].decimalMark

/** A number as the spreadsheet writes it: its decimal mark, no grouping. */
export const writeSpreadsheetNumber = (value: number, { decimalMark }: Spreadsheet) =>
  decimalMark === '.' ? String(value) : String(value).replace('.', ',')
