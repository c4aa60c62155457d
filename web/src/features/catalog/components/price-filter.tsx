import { Box, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useId, type Ref } from 'react'
import { useTranslation } from 'react-i18next'

import { useLanguage } from '@/lib/i18n/use-language'
import { useAppRuns, useValueBeforeApp } from '@/lib/page/before-the-app'
import { CURRENCY_SYMBOLS } from '@/lib/format/price'
import { usePageCurrency } from '@/lib/storage/selected-country'

import { bound } from '../utils/filter-params'
import type { PriceBounds } from './price-range-filter'

// The slider machinery is the catalogue's heaviest dependency: it loads once the app runs.
const PriceRangeFilter = lazy(() =>
  import('./price-range-filter').then((module) => ({ default: module.PriceRangeFilter })),
)

type Props = PriceBounds & {
  ceiling: number
  onChange: (range: { minPrice?: number; maxPrice?: number | null }) => void
}

/** The height of the slider and its amounts: the fields take the same, so nothing moves. */
const HEIGHT = '14'

/**
 * One bound as a field of the filters' form, its rendered value the address's: text, read as
 * people write amounts in the page's language (`5.000`, `5 000`, `5,000`; decision 0199), where
 * a number field took a grouping mark it did not use as a decimal point.
 */
function BoundField({
  ref,
  label,
  name,
  placeholder,
  value,
}: {
  ref: Ref<HTMLInputElement>
  label: string
  name: string
  placeholder: string
  value: number | ''
}) {
  return (
    <Field.Root>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        ref={ref}
        size="sm"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        name={name}
        placeholder={placeholder}
        defaultValue={value}
      />
    </Field.Root>
  )
}

/**
 * The price range, in the page's one currency. Before the app (and without it) the bounds are
 * two fields of the filters' form, so the server applies them; bounds typed there before
 * the app arrives are the app's (issue 29). Once the app runs, a slider takes their place. It
 * is never rendered on the server: a lazy part still loading when the panel re-renders would be
 * rendered anew by React, the text typed into it lost.
 */
export function PriceFilter({ min, max, ceiling, onChange }: Props) {
  const { t } = useTranslation()
  const labelId = useId()
  const appRuns = useAppRuns()
  const { currency } = usePageCurrency()
  const language = useLanguage()
  // Here, not in the fields: they are gone by the time their values are adopted.
  const lowInput = useValueBeforeApp<HTMLInputElement>((text) =>
    onChange({ minPrice: bound(text, language) ?? 0 }),
  )
  const highInput = useValueBeforeApp<HTMLInputElement>((text) =>
    onChange({ maxPrice: bound(text, language) }),
  )
  return (
    // Each thumb or field has its own name; the range's title labels the group.
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {t('catalog.filters.price', { symbol: CURRENCY_SYMBOLS[currency] })}
      </Text>
      <Box minH={HEIGHT}>
        {appRuns ? (
          <Suspense fallback={<Skeleton height={HEIGHT} />}>
            <PriceRangeFilter min={min} max={max} ceiling={ceiling} onChange={onChange} />
          </Suspense>
        ) : (
          <HStack gap="2" align="end">
            <BoundField
              ref={lowInput}
              label={t('catalog.filters.minPrice')}
              name="minPrice"
              placeholder="0"
              value={min > 0 ? min : ''}
            />
            <BoundField
              ref={highInput}
              label={t('catalog.filters.maxPrice')}
              name="maxPrice"
              placeholder={String(ceiling)}
              value={max ?? ''}
            />
          </HStack>
        )}
      </Box>
    </Stack>
  )
}
