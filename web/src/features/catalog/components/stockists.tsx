import { convertAmount, countryName } from '@sog/contract'
import { Box, Card, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { RequestButton } from '@/components/requests/request-button'
import { paths } from '@/config/paths'
import { distanceFrom, formatKm } from '@/lib/format/distance'
import { isLanguage } from '@/lib/i18n'
import { telUrl } from '@/lib/format/mail-draft'
import { formatRate, formatShown } from '@/lib/format/price'
import { usePageCurrency, useSelectedCountry } from '@/lib/storage/selected-country'
import { useVisitorOrigin } from '@/lib/api/get-visitor-origin'
import { useProductStockists } from '@/lib/api/get-stockists'
import { stockStory } from '../utils/stock-story'

/** Dealers listed at once; the rest behind "Show n more dealers". */
export const STOCKISTS_SHOWN = 6

/**
 * "Where to buy": the authorized dealers that have this firearm in stock, if any, worded so
 * they never contradict the manufacturer's availability badge (utils/stock-story.ts). Dealer
 * prices are stored in EUR: always labelled so, and on a page in another currency shown
 * converted ("≈", the EUR price beside it) when the company has a rate
 * (docs/decisions/0143-one-currency.md). Rendered on the server with the product
 * (0165-stock-version.md); the visitor's own country first, then the nearest when the visitor
 * has named a place in the directory (lib/api/get-visitor-origin.ts); STOCKISTS_SHOWN at once, the rest
 * one click away.
 */
export function Stockists({
  firearm,
  availability,
}: {
  firearm: { id: string; name: string }
  availability: string
}) {
  const { t, i18n } = useTranslation()
  const { data } = useProductStockists()
  const visitorCountry = useSelectedCountry()
  const origin = useVisitorOrigin()
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const { currency, rates } = usePageCurrency()
  const rate = currency === 'EUR' ? null : rates[currency]
  const priceText = (price: number) => {
    const original = formatShown({ value: price, currency: 'EUR', approximate: false }, language)
    const converted = rate === null ? null : convertAmount(price, 'EUR', currency, rates)
    return converted === null
      ? t('catalog.product.dealerPrice', { price: original })
      : t('catalog.product.dealerPriceConverted', {
          price: formatShown({ value: converted, currency, approximate: true }, language),
          original,
        })
  }
  if (!data || data.length === 0) return null
  // The visitor's own country's dealers first; within each group the nearest first when the
  // visitor has told the directory where they are, else the server's order (by name).
  const ordered = data
    .map((row) => ({ ...row, distance: distanceFrom(origin, row.dealer) }))
    .sort(
      (a, b) =>
        Number(b.dealer.country === visitorCountry) - Number(a.dealer.country === visitorCountry) ||
        (a.distance ?? Infinity) - (b.distance ?? Infinity),
    )
  const shown = ordered.slice(0, STOCKISTS_SHOWN)
  const rest = ordered.slice(STOCKISTS_SHOWN)
  const story = stockStory(availability)
  const remaining = story !== 'available'
  const card = ({ dealer, stock, price, distance }: (typeof ordered)[number]) => {
    const country = countryName(dealer.country, language)
    const amount = price > 0 ? priceText(price) : null
    return (
      <Card.Root as="li" key={dealer.id} variant="outline">
        <Card.Body gap="1">
          <Heading as="h3" size="sm">
            <Link asChild variant="underline" colorPalette="brand">
              <RouterLink to={paths.dealer(dealer.id)}>{dealer.name}</RouterLink>
            </Link>
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {[dealer.city, country].filter(Boolean).join(', ')}
            {distance === null
              ? null
              : ` · ${t('catalog.product.dealerDistance', {
                  distance: formatKm(distance, language),
                })}`}
          </Text>
          <Text textStyle="sm">
            {t(remaining ? 'catalog.product.dealerLeft' : 'catalog.product.dealerStock', {
              count: stock,
            })}
            {amount ? ` · ${amount}` : null}
          </Text>
          {dealer.phone ? (
            <Link href={telUrl(dealer.phone)} textStyle="sm" alignSelf="start">
              {dealer.phone}
            </Link>
          ) : null}
          <RequestButton
            size="sm"
            variant="outline"
            alignSelf="start"
            mt="2"
            firearm={{ id: firearm.id, name: firearm.name }}
            dealer={{ id: dealer.id, name: dealer.name }}
          >
            {t('catalog.product.askDealer')}
            <VisuallyHidden>: {dealer.name}</VisuallyHidden>
          </RequestButton>
        </Card.Body>
      </Card.Root>
    )
  }
  return (
    <Stack gap="3" as="section" aria-labelledby="stockists-title">
      <Heading as="h2" size="lg" id="stockists-title">
        {t(remaining ? 'catalog.product.remainingTitle' : 'catalog.product.dealersTitle')}
      </Heading>
      {remaining ? <Text color="fg.muted">{t(`catalog.product.${story}`)}</Text> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {shown.map(card)}
      </SimpleGrid>
      {rest.length > 0 ? (
        // A native disclosure: the rest open with or without the app (docs/decisions/0164-before-the-app.md).
        <Box as="details">
          <Box as="summary" cursor="pointer" color="brand.fg" textDecoration="underline" mb="3">
            {t('catalog.product.moreDealers', { count: rest.length })}
          </Box>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {rest.map(card)}
          </SimpleGrid>
        </Box>
      ) : null}
      <Link asChild variant="underline" colorPalette="brand" alignSelf="start">
        <RouterLink to={paths.dealers}>{t('catalog.product.findDealer')}</RouterLink>
      </Link>
      <Text textStyle="sm" color="fg.muted">
        {rate === null
          ? t('catalog.product.dealerPricesEur')
          : t('catalog.product.dealerPricesApprox', {
              rate: formatRate(rate, currency, language),
            })}
      </Text>
    </Stack>
  )
}
