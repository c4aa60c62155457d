import type { ApiFirearm } from '@sog/contract'
import { POLISH_SPEC_KEY as POLISH_KEY } from '@sog/contract'

export type SpecName = keyof typeof POLISH_KEY
export const SPEC_NAMES = Object.keys(POLISH_KEY) as SpecName[]

const FROM_POLISH = new Map<string, SpecName>(
  SPEC_NAMES.map((name) => [POLISH_KEY[name], name] as const),
)

/** A table row: a known name (translated by the caller) or, for any other key, the key itself. */
export type SpecRow = { name: SpecName | null; key: string; value: string }

type Group = 'pl' | 'en'

/** Specifications as stored data may arrive: `{}` or `null` instead of both groups. */
type Stored = Partial<ApiFirearm['specifications']> | null | undefined

const hasRows = (group: Record<string, string> | null | undefined) =>
  group != null && typeof group === 'object' && Object.keys(group).length > 0

/**
 * The chosen language's group, else English (docs/product.md, "Data": English is the fallback).
 * it/de/fr have no group of their own and read English; a firearm with Polish rows only shows
 * "will be updated soon" to them rather than Polish text under translated labels.
 */
export function specificationGroup(specifications: Stored, language: string): Group | null {
  const order: Group[] = language === 'pl' ? ['pl', 'en'] : ['en']
  return order.find((group) => hasRows(specifications?.[group])) ?? null
}

export function specificationRows(specifications: Stored, language: string): SpecRow[] {
  const group = specificationGroup(specifications, language)
  if (!group) return []
  const rows = Object.entries(specifications?.[group] ?? {}).map(([key, value]): SpecRow => {
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
