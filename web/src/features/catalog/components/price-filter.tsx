import { Box, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'

import { useAppRuns, useValueBeforeApp } from '@/lib/before-the-app'
import { CURRENCY_SYMBOLS } from '@/lib/price'
import { usePageCurrency } from '@/lib/selected-country'

import type { PriceBounds } from './price-range-filter'

// The slider machinery is the catalogue's heaviest dependency: it loads once the app runs.
const PriceRangeFilter = lazy(() =>
  import('./price-range-filter').then((module) => ({ default: module.PriceRangeFilter })),
)

type Props = PriceBounds & {
  ceiling: number
  onChange: (range: { minPrice?: number; maxPrice?: number | null }) => void
}

/** A price bound as the address writes it: empty, or a non-negative number. */
const boundOf = (text: string): number | null => {
  const value = Number(text)
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null
}

/** The height of the slider and its amounts: the fields take the same, so nothing moves. */
const HEIGHT = '14'

/**
 * The price range, in the page's one currency. Before the app (and without it) the bounds are
 * two number fields of the filters' form, so the server applies them; bounds typed there before
 * the app arrives are the app's (issue 29). Once the app runs, a slider takes their place. It
 * is never rendered on the server: a lazy part still loading when the panel re-renders would be
 * rendered anew by React, the text typed into it lost.
 */
export function PriceFilter({ min, max, ceiling, onChange }: Props) {
  const { t } = useTranslation()
  const labelId = useId()
  const appRuns = useAppRuns()
  const { currency } = usePageCurrency()
  // Here, not in the fields: they are gone by the time their values are adopted.
  const lowInput = useValueBeforeApp<HTMLInputElement>((text) =>
    onChange({ minPrice: boundOf(text) ?? 0 }),
  )
  const highInput = useValueBeforeApp<HTMLInputElement>((text) =>
    onChange({ maxPrice: boundOf(text) }),
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
            <Field.Root>
              <Field.Label textStyle="xs">{t('catalog.filters.minPrice')}</Field.Label>
              <Input
                ref={lowInput}
                size="sm"
                type="number"
                inputMode="numeric"
                name="minPrice"
                min={0}
                // Any amount: the slider's steps are for dragging, not for typing.
                step="any"
                placeholder="0"
                defaultValue={min > 0 ? min : ''}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label textStyle="xs">{t('catalog.filters.maxPrice')}</Field.Label>
              <Input
                ref={highInput}
                size="sm"
                type="number"
                inputMode="numeric"
                name="maxPrice"
                min={0}
                step="any"
                placeholder={String(ceiling)}
                defaultValue={max ?? ''}
              />
            </Field.Root>
          </HStack>
        )}
      </Box>
    </Stack>
  )
}
