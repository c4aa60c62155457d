import type { ApiFirearm } from '@sog/contract'
import { POLISH_SPEC_KEY as POLISH_KEY, SPEC_LANGUAGES, type SpecLanguage } from '@sog/contract'

export type SpecName = keyof typeof POLISH_KEY
export const SPEC_NAMES = Object.keys(POLISH_KEY) as SpecName[]

const FROM_POLISH = new Map<string, SpecName>(
  SPEC_NAMES.map((name) => [POLISH_KEY[name], name] as const),
)

/** A table row: a known name (translated by the caller) or, for any other key, the key itself. */
export type SpecRow = { name: SpecName | null; key: string; value: string }

/** Specifications as stored data may arrive: `{}` or `null` instead of the groups. */
type Stored = Partial<ApiFirearm['specifications']> | null | undefined

/** A group's non-blank rows; anything but an object of texts reads as none. */
function rowsOf(group: unknown): Record<string, string> {
  if (group === null || typeof group !== 'object') return {}
  return Object.fromEntries(
    Object.entries(group).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  )
}

/** The group a language reads first: its own (pl, it, de, fr); English has only English. */
const ownGroup = (language: string): SpecLanguage | null =>
  language !== 'en' && (SPEC_LANGUAGES as readonly string[]).includes(language)
    ? (language as SpecLanguage)
    : null

/** A known row's key in a group: Polish has its own keys, the others the English ones. */
const keyIn = (group: SpecLanguage, name: SpecName) => (group === 'pl' ? POLISH_KEY[name] : name)

const nameOf = (group: SpecLanguage, key: string): SpecName | null =>
  group === 'pl'
    ? (FROM_POLISH.get(key) ?? null)
    : (SPEC_NAMES as string[]).includes(key)
      ? (key as SpecName)
      : null

/**
 * The rows a visitor reads, in the spec's order (docs/decisions/0142-spec-per-language.md): each
 * row in the visitor's language where that language's group has it, else the English row — the
 * fallback is per row, so a half-translated group still shows every row. Rows under keys the
 * forms do not know come from the language's own group, else from English. Polish rows are
 * never shown to other languages.
 */
export function specificationRows(specifications: Stored, language: string): SpecRow[] {
  const own = ownGroup(language)
  const english = rowsOf(specifications?.en)
  const local = own ? rowsOf(specifications?.[own]) : {}
  const rows: SpecRow[] = []
  for (const name of SPEC_NAMES) {
    const key = own ? keyIn(own, name) : null
    if (own && key && local[key]) rows.push({ name, key, value: local[key] })
    else if (english[name]) rows.push({ name, key: name, value: english[name] })
  }
  const extras = (group: SpecLanguage, texts: Record<string, string>) =>
    Object.entries(texts)
      .filter(([key]) => nameOf(group, key) === null)
      .map(([key, value]): SpecRow => ({ name: null, key, value }))
  const ownExtras = own ? extras(own, local) : []
  return [...rows, ...(ownExtras.length > 0 ? ownExtras : extras('en', english))]
}
