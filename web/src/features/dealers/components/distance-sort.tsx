import type { ApiPublicDealer } from '@sog/contract'
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { placeCity, type Origin } from '../hooks/use-dealer-search'

type Props = {
  dealers: ApiPublicDealer[]
  origin: Origin | null
  onOrigin: (origin: Origin | null) => void
}

type Problem = { key: 'unavailable' } | { key: 'unknownCity'; city: string } | null

/**
 * Nearest dealers first (docs/product.md, "Dealers"): from the browser's position when the
 * visitor allows it, or from a city they type among those the network has dealers in.
 */
export function DistanceSort({ dealers, origin, onOrigin }: Props) {
  const { t } = useTranslation()
  const listId = useId()
  const [typed, setTyped] = useState('')
  const [locating, setLocating] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)
  const cities = useMemo(() => [...new Set(dealers.map((dealer) => dealer.city))].sort(), [dealers])

  const locate = () => {
    setProblem(null)
    if (!('geolocation' in navigator)) return setProblem({ key: 'unavailable' })
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false)
        onOrigin({ latitude: coords.latitude, longitude: coords.longitude, label: null })
      },
      () => {
        setLocating(false)
        setProblem({ key: 'unavailable' })
      },
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    )
  }

  const fromCity = (event: FormEvent) => {
    event.preventDefault()
    const place = placeCity(dealers, typed)
    setProblem(place || !typed.trim() ? null : { key: 'unknownCity', city: typed.trim() })
    if (place) onOrigin(place)
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={`${listId}-title`}>
      <Text as="h2" id={`${listId}-title`} fontWeight="semibold">
        {t('dealers.distance.title')}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <Button variant="outline" onClick={locate} loading={locating}>
          {locating ? t('dealers.distance.locating') : t('dealers.distance.locate')}
        </Button>
        <form onSubmit={fromCity} noValidate style={{ flex: 1 }}>
          <HStack gap="2" align="end">
            <Field.Root flex="1">
              <Field.Label>{t('dealers.distance.city')}</Field.Label>
              <Input
                list={listId}
                value={typed}
                autoComplete="off"
                placeholder={t('dealers.distance.cityPlaceholder')}
                onChange={(event) => setTyped(event.currentTarget.value)}
              />
              <datalist id={listId}>
                {cities.map((city) => (
                  <option key={city} value={city} />
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
        {problem ? (
          <Text color="fg.error" textStyle="sm">
            {problem.key === 'unknownCity'
              ? t('dealers.distance.unknownCity', { city: problem.city })
              : t('dealers.distance.unavailable')}
          </Text>
        ) : null}
        {origin ? (
          <HStack gap="3" wrap="wrap">
            <Text textStyle="sm">
              {t('dealers.distance.from', {
                place: origin.label ?? t('dealers.distance.here'),
              })}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => onOrigin(null)}>
              {t('dealers.distance.clear')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Stack>
  )
}
