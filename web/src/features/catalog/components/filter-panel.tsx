import {
  AVAILABILITY_VALUES,
  type ApiFirearmFacets,
  type FacetField,
  type FilterOptionType,
} from '@sog/contract'
import { Button, Heading, Skeleton, Stack } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { useOptionLabel } from '@/lib/api/get-option-labels'
import { useOptionList } from '@/lib/api/get-option-list'
import type { FirearmFilters } from '../utils/filter-firearms'
import { OptionFilter } from './option-filter'

// The slider machinery is the catalogue's heaviest dependency; it loads just after first paint.
const PriceRangeFilter = lazy(() =>
  import('./price-range-filter').then((module) => ({ default: module.PriceRangeFilter })),
)

type Props = {
  filters: FirearmFilters
  ceiling: number
  /** Counts per value under the other filters; unknown while the first page loads. */
  facets?: ApiFirearmFacets
  active: boolean
  onChange: (changes: Partial<FirearmFilters>) => void
  onReset: () => void
}

/** "Pre-Order" → the shared `availability.preOrder` text. */
const availabilityKey = (value: string) =>
  `availability.${value
    .split(/[^A-Za-z]+/)
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')}`

/** "Rifle (12)": an option with its count under the other filters (0 when none match). */
function counted(label: string, value: string, field: FacetField, facets?: ApiFirearmFacets) {
  if (!facets) return label
  const count =
    facets[field].find((entry) => entry.value.toLowerCase() === value.toLowerCase())?.count ?? 0
  return `${label} (${count})`
}

function ListFilter({
  type,
  value,
  facets,
  onChange,
}: {
  type: FilterOptionType
  value: string
  facets?: ApiFirearmFacets
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const names = useOptionList(type)
  const optionLabel = useOptionLabel()
  return (
    <OptionFilter
      label={t(`catalog.fields.${type}`)}
      value={value}
      options={names.map((name) => ({
        value: name,
        label: counted(optionLabel(type, name), name, type, facets),
      }))}
      onChange={onChange}
    />
  )
}

const LISTS: FilterOptionType[] = ['category', 'caliber', 'barrelLength', 'systemType']

export function FilterPanel({ filters, ceiling, facets, active, onChange, onReset }: Props) {
  const { t } = useTranslation()
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {t('catalog.filters.title')}
      </Heading>
      {LISTS.map((type) => (
        <ListFilter
          key={type}
          type={type}
          value={filters[type]}
          facets={facets}
          onChange={(value) => onChange({ [type]: value })}
        />
      ))}
      <OptionFilter
        label={t('catalog.fields.availability')}
        value={filters.availability}
        options={AVAILABILITY_VALUES.map((value) => ({
          value,
          label: counted(t(availabilityKey(value)), value, 'availability', facets),
        }))}
        onChange={(availability) => onChange({ availability })}
      />
      <Suspense fallback={<Skeleton height="16" />}>
        <PriceRangeFilter
          min={filters.minPrice}
          max={filters.maxPrice}
          ceiling={ceiling}
          onChange={onChange}
        />
      </Suspense>
      <Button variant="outline" size="sm" onClick={onReset} disabled={!active}>
        {t('catalog.filters.reset')}
      </Button>
    </Stack>
  )
}
