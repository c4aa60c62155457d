import type { ApiFirearm } from '@sog/contract'

/** The admin list's search: a case-insensitive substring of name, category or caliber. */
export function searchFirearms(firearms: ApiFirearm[], query: string): ApiFirearm[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return firearms
  return firearms.filter((firearm) =>
    [firearm.name, firearm.category, firearm.caliber].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  )
}
