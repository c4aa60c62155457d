import { COUNTRIES } from '@sog/contract'
import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { isLanguage } from '@/lib/i18n'
import { telUrl } from '@/lib/mail-draft'
import { formatPrice } from '@/lib/price'
import { useFirearmDealers } from '../api/get-firearm-dealers'
import { stockStory } from '../utils/stock-story'

/**
 * "Where to buy": the authorized dealers that have this firearm in stock, if any, worded so
 * they never contradict the manufacturer's availability badge (utils/stock-story.ts).
 */
export function Stockists({
  firearmId,
  availability,
}: {
  firearmId: string
  availability: string
}) {
  const { t, i18n } = useTranslation()
  const { data } = useFirearmDealers(firearmId)
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  if (!data || data.length === 0) return null
  const story = stockStory(availability)
  const remaining = story !== 'available'
  return (
    <Stack gap="3" as="section" aria-labelledby="stockists-title">
      <Heading as="h2" size="lg" id="stockists-title">
        {t(remaining ? 'catalog.product.remainingTitle' : 'catalog.product.dealersTitle')}
      </Heading>
      {remaining ? <Text color="fg.muted">{t(`catalog.product.${story}`)}</Text> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {data.map(({ dealer, stock, price }) => {
          const country = COUNTRIES.find((c) => c.code === dealer.country)?.name[language]
          const amount = formatPrice(
            { priceEUR: price, pricePLN: null, price: null },
            'EUR',
            language,
          )
          return (
            <Card.Root as="li" key={dealer.id} variant="outline">
              <Card.Body gap="1">
                <Heading as="h3" size="sm">
                  <Link asChild variant="underline" colorPalette="brand">
                    <RouterLink to={paths.dealer(dealer.id)}>{dealer.name}</RouterLink>
                  </Link>
                </Heading>
                <Text textStyle="sm" color="fg.muted">
                  {[dealer.city, country ?? dealer.country].filter(Boolean).join(', ')}
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
              </Card.Body>
            </Card.Root>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
