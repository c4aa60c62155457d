import type { ApiAdminDealer } from '@sog/contract'
import { COUNTRIES, type Language } from '@sog/contract'

/** docs/product.md, "Screens": by name, city or country (its code or its name, English or shown). */
export function searchDealers(
  dealers: ApiAdminDealer[],
  query: string,
  language: Language,
): ApiAdminDealer[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return dealers
  return dealers.filter((dealer) => {
    const country = COUNTRIES.find((c) => c.code === dealer.country)
    return [dealer.name, dealer.city, dealer.country, country?.name.en, country?.name[language]]
      .filter((text): text is string => Boolean(text))
      .some((text) => text.toLowerCase().includes(needle))
  })
}
