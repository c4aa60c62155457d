import type { ApiFirearm } from '@sog/contract'
import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { FirearmImage } from '@/components/ui/firearm-image'
import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { useCompanySettings } from '@/lib/api/get-settings'
import { compareList } from '@/lib/storage/saved-lists'
import { usePriceText } from '../hooks/use-price-text'
import { useOptionLabel } from '@/lib/api/get-option-labels'
import { firearmMailUrl } from '../utils/quote-mail'

/** A compared firearm: remove, view, and Quote (the spec gives it no action; a quote draft fits). */
export function CompareCard({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const optionLabel = useOptionLabel()
  const priceText = usePriceText()
  const { data: settings } = useCompanySettings()
  const titleId = `compare-${firearm.id}-name`
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" overflow="hidden">
      <FirearmImage
        images={firearm.imageSet}
        urls={[firearm.imageUrl, ...firearm.images]}
        alt={firearm.name}
        sizes="(max-width: 48em) 100vw, 400px"
        eager
      />
      <Card.Body gap="2">
        <Heading as="h2" size="md" id={titleId}>
          {firearm.name}
        </Heading>
        <Text fontWeight="bold">{priceText(firearm)}</Text>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => compareList.remove(firearm.id)}
          >
            {t('catalog.compare.remove')}
          </Button>
          <LinkButton asChild size="sm" variant="outline">
            <RouterLink to={paths.product(firearm.id)}>{t('catalog.actions.view')}</RouterLink>
          </LinkButton>
          <LinkButton asChild size="sm" colorPalette="brand">
            <a href={firearmMailUrl(t, 'quote', firearm, settings?.contactEmail, optionLabel)}>
              {t('catalog.compare.quote')}
            </a>
          </LinkButton>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
