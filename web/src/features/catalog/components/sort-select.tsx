import { FIREARM_SORTS, type FirearmSort } from '@sog/contract'
import { Field, NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useValueBeforeApp } from '@/lib/page/before-the-app'
import { SORT_PARAM } from '../utils/catalog-query'

/** The catalogue's order: name, price up or down, newest (docs/api.md, "Catalogue queries"). */
export function SortSelect({
  value,
  onChange,
  form,
}: {
  value: FirearmSort
  onChange: (sort: FirearmSort) => void
  /** The filters' form, which sends the order with them without the app. */
  form: string
}) {
  const { t } = useTranslation()
  const select = useValueBeforeApp<HTMLSelectElement>((chosen) => {
    if (chosen !== value) onChange(chosen as FirearmSort)
  })
  // The label beside the select: the field recipe's horizontal layout written out, because
  // Chakra also passes its `orientation` variant on to the root <div>, where HTML has no such
  // attribute (issue 27).
  return (
    <Field.Root
      flexDirection="row"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      width="auto"
    >
      <Field.Label whiteSpace="nowrap" flex="0 0 var(--field-label-width, 80px)">
        {t('catalog.sort.label')}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          ref={select}
          form={form}
          name={SORT_PARAM}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as FirearmSort)}
        >
          {FIREARM_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalog.sort.${sort}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
