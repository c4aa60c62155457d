import type { Language } from './countries'
import { DECIMAL_MARKS } from './written-numbers'

/**
 * How people and their spreadsheets write values in each language: yes and no, and the CSV
 * convention of each language's spreadsheet (numbers: written-numbers.ts)
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
  en: {
    delimiter: ',',
    decimalMark: DECIMAL_MARKS.en,
    codePage: 'windows-1252',
    yes: 'yes',
    no: 'no',
  },
  pl: {
    delimiter: ';',
    decimalMark: DECIMAL_MARKS.pl,
    codePage: 'windows-1250',
    yes: 'tak',
    no: 'nie',
  },
  it: {
    delimiter: ';',
    decimalMark: DECIMAL_MARKS.it,
    codePage: 'windows-1252',
    yes: 'sì',
    no: 'no',
  },
  de: {
    delimiter: ';',
    decimalMark: DECIMAL_MARKS.de,
    codePage: 'windows-1252',
    yes: 'ja',
    no: 'nein',
  },
  fr: {
    delimiter: ';',
    decimalMark: DECIMAL_MARKS.fr,
    codePage: 'windows-1252',
    yes: 'oui',
    no: 'non',
  },
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

/** A number as the spreadsheet writes it: its decimal mark, no grouping. */
export const writeSpreadsheetNumber = (value: number, { decimalMark }: Spreadsheet) =>
  decimalMark === '.' ? String(value) : String(value).replace('.', ',')
