import { Field, HStack, Input, Slider, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAppRuns, useValueBeforeApp } from '@/lib/before-the-app'
import { CURRENCY_SYMBOLS, formatShown } from '@/lib/price'
import { usePageCurrency } from '@/lib/selected-country'

import { PRICE_STEP } from '../utils/filter-firearms'

type Props = {
  min: number
  /** null = no upper bound (the top of the range). */
  max: number | null
  ceiling: number
  onChange: (range: { minPrice: number; maxPrice: number | null }) => void
}

/** A price bound as the address writes it: empty, or a non-negative number. */
const boundOf = (text: string): number | null => {
  const value = Number(text)
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null
}

/**
 * Two-thumb slider over 0 to the dearest firearm, in the page's one currency: the price the
 * cards show and the server compares (docs/decisions/0143-one-currency.md). The URL is
 * written when a thumb is released, not on every step of a drag. Before the app (and without
 * it) the bounds are two number fields of the filters' form, so the server applies them; bounds
 * typed there before the app arrives are the app's (issue 29).
 */
export function PriceRangeFilter({ min, max, ceiling, onChange }: Props) {
  const { t, i18n } = useTranslation()
  const labelId = useId()
  const appRuns = useAppRuns()
  const lowInput = useValueBeforeApp<HTMLInputElement>((text) =>
    onChange({ minPrice: boundOf(text) ?? 0 }),
  )
  const highInput = useValueBeforeApp<HTMLInputElement>((text) =>
    onChange({ maxPrice: boundOf(text) }),
  )
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
    // Each thumb has its own name; the range's title labels the group (a Slider.Label would
    // override both names with its own).
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {t('catalog.filters.price', { symbol: CURRENCY_SYMBOLS[currency] })}
      </Text>
      {appRuns ? (
        <>
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
        </>
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
    </Stack>
  )
}
