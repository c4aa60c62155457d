import type { ApiFirearm } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { formatShown } from '@/lib/format/price'
import { usePageCurrency } from '@/lib/storage/selected-country'
import { shownPrice } from '@sog/contract'
import { isExample } from './use-sample-firearms'

/**
 * The price in the page's one currency (docs/decisions/0143-one-currency.md) and the
 * language's number format, "≈" when converted, or "Price on request".
 */
export function usePriceText(): (firearm: ApiFirearm) => string {
  const { t, i18n } = useTranslation()
  const { currency, rates } = usePageCurrency()
  const language = i18n.resolvedLanguage ?? 'en'
  return (firearm) => {
    if (isExample(firearm)) return t('catalog.examples.price')
    const amount = shownPrice(firearm, currency, rates)
    return amount ? formatShown(amount, language) : t('catalog.priceOnRequest')
  }
}
