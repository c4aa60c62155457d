import { COUNTRIES } from '@sog/contract'

import { isLanguage } from '@/lib/i18n'

/** docs/product.md, "Limits": dealer prices are in euro, written the chosen language's way. */
export const formatEuro = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value)

/** The country's name in the chosen language, English otherwise; an unknown code as it is. */
export function countryName(code: string, language: string): string {
  const country = COUNTRIES.find((entry) => entry.code === code)
  if (!country) return code
  return isLanguage(language) ? country.name[language] : country.name.en
}
