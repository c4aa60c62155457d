import { FIREARM_SORTS, type FirearmSort } from '@sog/contract'
import { Field, NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** The catalogue's order: name, price up or down, newest (docs/api.md, "Catalogue queries"). */
export function SortSelect({
  value,
  onChange,
}: {
  value: FirearmSort
  onChange: (sort: FirearmSort) => void
}) {
  const { t } = useTranslation()
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
