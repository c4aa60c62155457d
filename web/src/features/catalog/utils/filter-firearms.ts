import { matchesCatalogueSearch, type ApiFirearm, type SearchedOption } from '@sog/contract'

/** docs/product.md, "Data", "Filter state", minus the price pair, which is split into two bounds. */
export type FirearmFilters = {
  search: string
  category: string
  caliber: string
  barrelLength: string
  systemType: string
  availability: string
  /** Lower price bound in PLN; 0 = none. */
  minPrice: number
  /** Upper price bound in PLN; null = none (the range's top). */
  maxPrice: number | null
}

export const EXACT_FILTERS = [
  'category',
  'caliber',
  'barrelLength',
  'systemType',
  'availability',
] as const

export const NO_FILTERS: FirearmFilters = {
  search: '',
  category: '',
  caliber: '',
  barrelLength: '',
  systemType: '',
  availability: '',
  minPrice: 0,
  maxPrice: null,
}

/** The spec's default upper bound, used until the catalogue's own prices are known. */
export const DEFAULT_PRICE_CEILING = 40000
export const PRICE_STEP = 100

/** docs/product.md, "Validation": the price filter compares pricePLN, else the legacy price, else 0. */
export const filterPrice = (firearm: Pick<ApiFirearm, 'pricePLN' | 'price'>): number =>
  firearm.pricePLN ?? firearm.price ?? 0

/**
 * The top of the price slider: the dearest firearm rounded up to the step, so the range always
 * covers every real price (the spec's 0–40000 default and its 0–10000 slider disagree).
 */
export function priceCeiling(firearms: readonly ApiFirearm[]): number {
  if (firearms.length === 0) return DEFAULT_PRICE_CEILING
  const top = Math.max(...firearms.map(filterPrice))
  return Math.max(PRICE_STEP, Math.ceil(top / PRICE_STEP) * PRICE_STEP)
}

/** A price bound narrows the list only when it is inside the full range. */
export const isPriceNarrowed = (filters: FirearmFilters, ceiling: number): boolean =>
  filters.minPrice > 0 || (filters.maxPrice !== null && filters.maxPrice < ceiling)

export const hasActiveFilters = (filters: FirearmFilters, ceiling: number): boolean =>
  filters.search.trim() !== '' ||
  EXACT_FILTERS.some((key) => filters[key] !== '') ||
  isPriceNarrowed(filters, ceiling)

// The spec's own sample data spells one availability "Pre-order"; the five values differ by more
// than case, so a case-insensitive match keeps both spellings under one choice.
const sameAvailability = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** An option's name in the reader's language (undefined: untranslated, or English). */
export type OptionLabelOf = (type: SearchedOption, value: string) => string | undefined

/**
 * docs/product.md, "Validation", "Client filtering"; the search is the catalogue's one rule
 * (`matchesCatalogueSearch`), which also reads the options as `labelOf` names them.
 */
export function filterFirearms(
  firearms: readonly ApiFirearm[],
  filters: FirearmFilters,
  ceiling: number,
  {
    priceOf = filterPrice,
    labelOf = () => undefined,
  }: { priceOf?: (firearm: ApiFirearm) => number; labelOf?: OptionLabelOf } = {},
): ApiFirearm[] {
  const narrowed = isPriceNarrowed(filters, ceiling)
  return firearms.filter((firearm) => {
    if (!matchesCatalogueSearch(firearm, filters.search, labelOf)) return false
    if (filters.category && firearm.category !== filters.category) return false
    if (filters.caliber && firearm.caliber !== filters.caliber) return false
    if (filters.barrelLength && firearm.barrelLength !== filters.barrelLength) return false
    if (filters.systemType && firearm.systemType !== filters.systemType) return false
    if (filters.availability && !sameAvailability(firearm.availability, filters.availability)) {
      return false
    }
    if (narrowed) {
      const price = priceOf(firearm)
      if (price < filters.minPrice) return false
      if (filters.maxPrice !== null && filters.maxPrice < ceiling && price > filters.maxPrice) {
        return false
      }
    }
    return true
  })
}
