import type { ApiPublicDealer } from '@sog/contract'
import { COUNTRIES } from '@sog/contract'
import { Badge, Card, Heading, HStack, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { RequestButton } from '@/components/requests/request-button'
import { LabelledLine } from '@/components/ui/labelled-line'
import { LinkButton } from '@/components/ui/link-button'
import { isLanguage } from '@/lib/i18n'
import { mailtoUrl, telUrl, websiteUrl } from '@/lib/format/mail-draft'
import { formatKm } from '@/lib/format/distance'
import { RatingStars } from './rating-stars'

type Props = {
  dealer: ApiPublicDealer
  /** Kilometres from where the visitor asked to measure, when sorting by distance. */
  distance?: number | null
  /** The dealer a product page's link asked for: marked with the brand's border. */
  wanted?: boolean
}

/** The card's anchor, which a product page's dealer link scrolls to. */
export const dealerCardId = (dealerId: string | number) => `dealer-${dealerId}`

export function DealerCard({ dealer, distance = null, wanted = false }: Props) {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const country = COUNTRIES.find((c) => c.code === dealer.country)?.name[language] ?? dealer.country
  const titleId = `dealer-${dealer.id}-name`
  const mail = mailtoUrl(
    dealer.email,
    t('dealers.card.mailSubject'),
    t('dealers.card.mailBody', { dealer: dealer.name }),
  )

  return (
    <Card.Root
      as="article"
      id={dealerCardId(dealer.id)}
      aria-labelledby={titleId}
      aria-current={wanted ? 'true' : undefined}
      variant="outline"
      borderColor={wanted ? 'brand.solid' : undefined}
      borderWidth={wanted ? '2px' : undefined}
      scrollMarginTop="24"
    >
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Heading as="h2" size="md" id={titleId}>
              {dealer.name}
            </Heading>
            <Badge colorPalette="green" flexShrink={0}>
              {t('dealers.card.authorized')}
            </Badge>
          </HStack>
          <RatingStars rating={dealer.rating} />
          <Text textStyle="sm" color="fg.muted">
            {t('dealers.card.established', { year: dealer.established })}
          </Text>
          {distance === null ? null : (
            <Text textStyle="sm" fontWeight="semibold" data-testid="dealer-distance">
              {t('dealers.card.distance', {
                distance: formatKm(distance, language),
              })}
            </Text>
          )}
        </Stack>
        <Stack gap="1">
          <Text as="address" fontStyle="normal" textStyle="sm">
            {[dealer.address, dealer.city, country].filter(Boolean).join(', ')}
          </Text>
          {dealer.phone ? (
            <LabelledLine label={t('dealers.card.phone')}>{dealer.phone}</LabelledLine>
          ) : null}
          {dealer.email ? (
            <LabelledLine label={t('dealers.card.email')}>{dealer.email}</LabelledLine>
          ) : null}
          {dealer.website ? (
            <LabelledLine label={t('dealers.card.website')}>{dealer.website}</LabelledLine>
          ) : null}
          {dealer.hours ? (
            <LabelledLine label={t('dealers.card.hours')}>{dealer.hours}</LabelledLine>
          ) : null}
        </Stack>
        {dealer.specialties.length > 0 ? (
          <Wrap gap="1" aria-label={t('dealers.card.specialties')} as="ul" listStyleType="none">
            {dealer.specialties.map((specialty) => (
              <Badge as="li" key={specialty} variant="subtle">
                {specialty}
              </Badge>
            ))}
          </Wrap>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {dealer.phone ? (
          <LinkButton asChild size="sm" colorPalette="brand">
            <a href={telUrl(dealer.phone)}>{t('dealers.card.call')}</a>
          </LinkButton>
        ) : null}
        {dealer.email ? (
          <LinkButton asChild size="sm" variant="outline">
            <a href={mail}>{t('dealers.card.write')}</a>
          </LinkButton>
        ) : null}
        {dealer.website ? (
          <LinkButton asChild size="sm" variant="outline">
            <a href={websiteUrl(dealer.website)} target="_blank" rel="noopener noreferrer">
              {t('dealers.card.visit')}
              <VisuallyHidden>{t('dealers.card.newTab')}</VisuallyHidden>
            </a>
          </LinkButton>
        ) : null}
        {/* A price or availability request about a firearm it lists (docs/product.md, "Requests"). */}
        <RequestButton size="sm" variant="outline" dealer={{ id: dealer.id, name: dealer.name }}>
          {t('dealers.card.ask')}
          <VisuallyHidden>: {dealer.name}</VisuallyHidden>
        </RequestButton>
      </Card.Footer>
    </Card.Root>
  )
}
