import { AVAILABILITY_VALUES, type FilterOptionType } from '@sog/contract'
import { Button, Heading, Skeleton, Stack } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

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

function ListFilter({
  type,
  value,
  onChange,
}: {
  type: FilterOptionType
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const names = useOptionList(type)
  return (
    <OptionFilter
      label={t(`catalog.fields.${type}`)}
      value={value}
      options={names.map((name) => ({ value: name, label: name }))}
      onChange={onChange}
    />
  )
}

const LISTS: FilterOptionType[] = ['category', 'caliber', 'barrelLength', 'systemType']

export function FilterPanel({ filters, ceiling, active, onChange, onReset }: Props) {
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
          onChange={(value) => onChange({ [type]: value })}
        />
      ))}
      <OptionFilter
        label={t('catalog.fields.availability')}
        value={filters.availability}
        options={AVAILABILITY_VALUES.map((value) => ({ value, label: t(availabilityKey(value)) }))}
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
