import { Slider, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatShown } from '@/lib/format/price'
import { usePageCurrency } from '@/lib/storage/selected-country'

import { PRICE_STEP } from '../utils/filter-firearms'

export type PriceBounds = {
  min: number
  /** null = no upper bound (the top of the range). */
  max: number | null
}

type Props = PriceBounds & {
  ceiling: number
  onChange: (range: { minPrice: number; maxPrice: number | null }) => void
}

/**
 * Two-thumb slider over 0 to the dearest firearm, in the page's one currency: the price the
 * cards show and the server compares (docs/decisions/0143-one-currency.md). The URL is
 * written when a thumb is released, not on every step of a drag. Loaded once the app runs
 * (price-filter.tsx).
 */
export function PriceRangeFilter({ min, max, ceiling, onChange }: Props) {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState([min, max ?? ceiling])
  // A controlled slider reports its old value to onValueChangeEnd, so the last change is kept here.
  const latest = useRef(draft)
  useEffect(() => {
    latest.current = [min, max ?? ceiling]
    setDraft(latest.current)
  }, [min, max, ceiling])

  const language = i18n.resolvedLanguage ?? 'en'
  const { currency } = usePageCurrency()
  const amount = (value: number) => formatShown({ value, currency, approximate: false }, language)
  const [low = 0, high = ceiling] = draft.map((value) => Math.min(value, ceiling))

  return (
    <Stack gap="2">
      <Slider.Root
        size="sm"
        min={0}
        max={ceiling}
        step={PRICE_STEP}
        minStepsBetweenThumbs={1}
        // The "sm" recipe's thumb (sizes.4): given, Zag does not measure the thumbs after
        // hydration, a forced layout of the whole page (docs/decisions/0093-no-rerender.md).
        thumbSize={{ width: 16, height: 16 }}
        value={[low, high]}
        aria-label={[t('catalog.filters.minPrice'), t('catalog.filters.maxPrice')]}
        getAriaValueText={({ value }) => amount(value)}
        onValueChange={({ value }) => {
          latest.current = value
          setDraft(value)
        }}
        onValueChangeEnd={() => {
          const [from = 0, to = ceiling] = latest.current
          onChange({ minPrice: from, maxPrice: to >= ceiling ? null : to })
        }}
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {amount(low)} – {amount(high)}
      </Text>
    </Stack>
  )
}
