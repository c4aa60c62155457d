import {
  AVAILABILITY_VALUES,
  type ApiFirearmFacets,
  type FacetField,
  type FilterOptionType,
} from '@sog/contract'
import { Button, Heading, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { availabilityText } from '@/components/ui/availability-badge'
import { FilterSelect } from '@/components/ui/filter-select'
import { useOptionLabel } from '@/lib/api/get-option-labels'
import { useAppRuns } from '@/lib/page/before-the-app'
import { useOptionList } from '@/lib/api/get-option-list'
import type { FirearmFilters } from '../utils/filter-firearms'
import { PriceFilter } from './price-filter'

type Props = {
  /** The form's id (the sort select outside it belongs to it) and the address it gets. */
  formId: string
  action: string
  /** Parameters of the address the form keeps but shows no control for (search, view). */
  kept: [name: string, value: string][]
  filters: FirearmFilters
  ceiling: number
  /** Counts per value under the other filters; unknown while the first page loads. */
  facets?: ApiFirearmFacets
  active: boolean
  onChange: (changes: Partial<FirearmFilters>) => void
  onReset: () => void
}

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
    <FilterSelect
      size="sm"
      all={{ label: t('catalog.filters.all') }}
      label={t(`catalog.fields.${type}`)}
      name={type}
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

/**
 * The filters are a GET form of the address's own parameters (docs/decisions/0167-posted-forms.md):
 * without the app, "Apply filters" asks the server for the filtered page; with it, each choice
 * applies at once and the button is gone.
 */
export function FilterPanel(props: Props) {
  const { formId, action, kept, filters, ceiling, facets, active, onChange, onReset } = props
  const { t } = useTranslation()
  const appRuns = useAppRuns()
  return (
    // With the app every choice has applied already: the form is not sent.
    <form id={formId} method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      <Stack gap="4">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
        <FilterSelect
          size="sm"
          all={{ label: t('catalog.filters.all') }}
          label={t('catalog.fields.availability')}
          value={filters.availability}
          options={AVAILABILITY_VALUES.map((value) => ({
            value,
            label: counted(availabilityText(t, value), value, 'availability', facets),
          }))}
          name="availability"
          onChange={(availability) => onChange({ availability })}
        />
        <PriceFilter
          min={filters.minPrice}
          max={filters.maxPrice}
          ceiling={ceiling}
          onChange={onChange}
        />
        {appRuns ? (
          <Button variant="outline" size="sm" onClick={onReset} disabled={!active}>
            {t('catalog.filters.reset')}
          </Button>
        ) : (
          <Button type="submit" colorPalette="brand" size="sm">
            {t('catalog.filters.apply')}
          </Button>
        )}
      </Stack>
    </form>
  )
}
