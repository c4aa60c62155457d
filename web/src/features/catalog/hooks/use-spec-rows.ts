import type { ApiFirearm } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { specificationRows } from '../utils/specifications'

export type LabelledSpec = { key: string; label: string; value: string }

/** The firearm's specifications in the chosen language (English fallback), with translated names. */
export function useSpecRows(): (firearm: ApiFirearm) => LabelledSpec[] {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return (firearm) =>
    specificationRows(firearm.specifications, language).map((row) => ({
      key: row.name ?? row.key,
      label: row.name ? t(`catalog.specs.${row.name}`) : row.key,
      value: row.value,
    }))
}
