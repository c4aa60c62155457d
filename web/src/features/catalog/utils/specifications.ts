import type { ApiFirearm } from '@cms/api/types'

/**
 * The specification names of SPEC.md section 3: the English keys, each paired with its Polish
 * key (the two lists are given in the same order). Rows keep this order.
 */
const POLISH_KEY = {
  barrel: 'lufa',
  upper: 'upper',
  lower: 'lower',
  bolt: 'zamek',
  gasBlock: 'blokGazowy',
  gasSystem: 'systemGazowy',
  color: 'kolor',
  chargingHandle: 'dzwignia',
  safety: 'bezpiecznik',
  stock: 'kolba',
  weight: 'waga',
  included: 'wZestawie',
} as const

export type SpecName = keyof typeof POLISH_KEY
export const SPEC_NAMES = Object.keys(POLISH_KEY) as SpecName[]

const FROM_POLISH = new Map<string, SpecName>(
  SPEC_NAMES.map((name) => [POLISH_KEY[name], name] as const),
)

/** A table row: a known name (translated by the caller) or, for any other key, the key itself. */
export type SpecRow = { name: SpecName | null; key: string; value: string }

type Group = 'pl' | 'en'

const hasRows = (group: Record<string, string>) => Object.keys(group).length > 0

/**
 * The chosen language's group, else English (the spec's fallback), else Polish when that is all
 * a firearm has: it/de/fr have no group of their own and read English.
 */
export function specificationGroup(
  specifications: ApiFirearm['specifications'],
  language: string,
): Group | null {
  const order: Group[] = language === 'pl' ? ['pl', 'en'] : ['en', 'pl']
  return order.find((group) => hasRows(specifications[group])) ?? null
}

export function specificationRows(
  specifications: ApiFirearm['specifications'],
  language: string,
): SpecRow[] {
  const group = specificationGroup(specifications, language)
  if (!group) return []
  const rows = Object.entries(specifications[group]).map(([key, value]): SpecRow => {
    const name =
      group === 'pl'
        ? (FROM_POLISH.get(key) ?? null)
        : (SPEC_NAMES as string[]).includes(key)
          ? (key as SpecName)
          : null
    return { name, key, value }
  })
  const rank = (row: SpecRow) => (row.name ? SPEC_NAMES.indexOf(row.name) : SPEC_NAMES.length)
  return rows.sort((a, b) => rank(a) - rank(b))
}
