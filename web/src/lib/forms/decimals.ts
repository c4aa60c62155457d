import {
  decimalMarkOf,
  numberExample,
  readWrittenCoordinate,
  readWrittenNumber,
} from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { useLanguage } from '@/lib/i18n/use-language'

/**
 * Decimal fields as people write them in the page's language
 * (docs/decisions/0199-decimals-as-written.md): a text field with the phone's decimal
 * keypad, read by the contract's `readWrittenNumber` (`199,50`, `1 234,50`, `1.234,50 €`, …).
 * Not a number field: Chromium takes a comma it does not use as the decimal mark for grouping and
 * drops it, so "199,50" was saved as 19950.
 */
export function useDecimals() {
  const { t } = useTranslation()
  const language = useLanguage()
  const read = (value: unknown) =>
    typeof value === 'string' ? readWrittenNumber(value, decimalMarkOf(language)) : value
  const readCoordinate = (value: unknown) =>
    typeof value === 'string' ? readWrittenCoordinate(value) : value
  return {
    input: { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const,
    /** Blank is absent, so a required number reads "required". */
    required: { setValueAs: read },
    /** Blank is null, which clears the stored value. */
    optional: { setValueAs: (value: unknown) => read(value) ?? null },
    coordinate: { setValueAs: (value: unknown) => readCoordinate(value) ?? null },
    /** What a text that is no number is told, for the field's `issues`. */
    issues: { type: t('form.issue.number', { example: numberExample(language) }) },
  }
}
