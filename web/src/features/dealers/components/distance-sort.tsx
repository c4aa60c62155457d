import { Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react'
import { countryName } from '@sog/contract'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useSearchParams } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useValueBeforeApp } from '@/lib/page/before-the-app'
import { needsApp } from '@/lib/page/needs-script'
import { usePlaceSuggestions } from '../api/get-places'
import type { Origin, PlaceState } from '../hooks/use-dealer-search'
import { DEALER_PARAMS } from '../utils/dealer-params'

type Props = {
  origin: Origin | null
  /** The town named in the address, and how far its lookup is. */
  place: string
  placeState: PlaceState
  /** The visitor's country: its towns are offered first. */
  country: string
  onPlace: (text: string) => void
  onLocated: (origin: Origin) => void
  onClear: () => void
  onRetry: () => void
}

/** About a kilometre: where the visitor stands is kept no more precisely than it is used. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100

/** Digits in an unknown place: most likely a postcode, which the bundled towns do not hold. */
const looksLikePostcode = (text: string) => /\d/.test(text)

/**
 * Nearest dealers first (docs/product.md, "Dealers"): from the browser's position when the
 * visitor allows it, or from any town of the network's countries they name, looked up on the
 * server in a bundled list (docs/decisions/0166-offline-places.md).
 */
export function DistanceSort({
  origin,
  place,
  placeState,
  country,
  onPlace,
  onLocated,
  onClear,
  onRetry,
}: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const listId = useId()
  const [params] = useSearchParams()
  const action = useHref(paths.dealers)
  const [typed, setTyped] = useState(place)
  // The field follows the address when it changes from outside (a link, back, "Clear").
  const [shownPlace, setShownPlace] = useState(place)
  if (shownPlace !== place) {
    setShownPlace(place)
    setTyped(place)
  }
  const [locating, setLocating] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  const suggestions = usePlaceSuggestions(typed === place ? '' : typed, country)

  const locate = () => {
    setUnavailable(false)
    if (!('geolocation' in navigator)) return setUnavailable(true)
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false)
        setTyped('')
        onLocated({
          latitude: roughly(coords.latitude),
          longitude: roughly(coords.longitude),
          label: null,
        })
      },
      () => {
        setLocating(false)
        setUnavailable(true)
      },
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    )
  }

  // A town typed before the app arrived is the app's once it does (lib/page/before-the-app.ts).
  const town = useValueBeforeApp<HTMLInputElement>(setTyped)
  const fromPlace = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // What the field shows, as the browser would send it: a town typed just before the app took
    // the page over may not have reached `typed` yet.
    const text = String(new FormData(event.currentTarget).get(DEALER_PARAMS.place) ?? '')
    // An empty field keeps the order there is (the browser's position, say).
    if (!text.trim()) return
    setTyped(text)
    setUnavailable(false)
    onPlace(text)
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={`${listId}-title`}>
      <Text as="h2" id={`${listId}-title`} fontWeight="semibold">
        {t('dealers.distance.title')}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <Button variant="outline" onClick={locate} loading={locating} {...needsApp}>
          {locating ? t('dealers.distance.locating') : t('dealers.distance.locate')}
        </Button>
        {/* A GET form to the directory: before the app starts (or without it) the server renders
            the list sorted from the town, the address's other choices kept (0164). */}
        <form method="get" action={action} onSubmit={fromPlace} noValidate style={{ flex: 1 }}>
          {[...params].map(([name, value]) =>
            name === DEALER_PARAMS.place ? null : (
              <input key={name} type="hidden" name={name} value={value} />
            ),
          )}
          <HStack gap="2" align="end">
            <Field.Root flex="1">
              <Field.Label>{t('dealers.distance.city')}</Field.Label>
              <Input
                ref={town}
                name={DEALER_PARAMS.place}
                list={listId}
                value={typed}
                autoComplete="off"
                placeholder={t('dealers.distance.cityPlaceholder')}
                onChange={(event) => setTyped(event.currentTarget.value)}
              />
              <datalist id={listId}>
                {(suggestions.data ?? []).map((town) => (
                  <option
                    key={`${town.name} ${town.latitude} ${town.longitude}`}
                    value={town.name}
                    label={`${town.name}, ${countryName(town.country, language)}`}
                  />
                ))}
              </datalist>
            </Field.Root>
            <Button type="submit" variant="outline">
              {t('dealers.distance.sort')}
            </Button>
          </HStack>
        </form>
      </Stack>
      <Stack gap="1" aria-live="polite">
        {unavailable ? (
          <Text color="fg.error" textStyle="sm">
            {t('dealers.distance.unavailable')}
          </Text>
        ) : null}
        {placeState === 'finding' ? (
          <Text textStyle="sm" color="fg.muted">
            {t('dealers.distance.finding', { place })}
          </Text>
        ) : null}
        {placeState === 'failed' ? (
          <HStack gap="3" wrap="wrap">
            <Text color="fg.error" textStyle="sm">
              {t('dealers.distance.failed')}
            </Text>
            <Button size="xs" variant="outline" onClick={onRetry}>
              {t('dealers.distance.retry')}
            </Button>
          </HStack>
        ) : null}
        {placeState === 'unknown' ? (
          <Text color="fg.error" textStyle="sm">
            {t(
              looksLikePostcode(place)
                ? 'dealers.distance.unknownPostcode'
                : 'dealers.distance.unknownCity',
              { city: place },
            )}
          </Text>
        ) : null}
        {origin ? (
          <HStack gap="3" wrap="wrap">
            <Text textStyle="sm">
              {t('dealers.distance.from', {
                place: origin.label ?? t('dealers.distance.here'),
              })}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              {...needsApp}
              onClick={() => {
                setTyped('')
                onClear()
              }}
            >
              {t('dealers.distance.clear')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
      <Text textStyle="xs" color="fg.muted">
        {t('dealers.distance.attribution')}{' '}
        <Link href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
          GeoNames
        </Link>
      </Text>
    </Stack>
  )
}
