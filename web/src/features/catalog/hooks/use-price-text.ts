import type { ApiFirearm } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { formatPrice } from '@/lib/price'
import { useSelectedCurrency } from '@/lib/selected-country'
import { isExample } from './use-sample-firearms'

/** The price in the selected country's currency and the language's number format, or "Price on request". */
export function usePriceText(): (firearm: ApiFirearm) => string {
  const { t, i18n } = useTranslation()
  const currency = useSelectedCurrency()
  const language = i18n.resolvedLanguage ?? 'en'
  return (firearm) =>
    isExample(firearm)
      ? t('catalog.examples.price')
      : (formatPrice(firearm, currency, language) ?? t('catalog.priceOnRequest'))
}
