import type { ApiFirearm } from '@sog/contract'
import { Badge, Box, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { Breadcrumb } from '@/components/ui/own-recipe/breadcrumb'
import { PriceNote } from '@/components/ui/price-note'
import { AvailabilityBadge } from '@/components/ui/availability-badge'
import { RequestButton } from '@/components/requests/request-button'
import { LinkButton } from '@/components/ui/link-button'
import { useCompanySettings } from '@/lib/api/get-settings'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { useCatalogReturn } from '../hooks/use-catalog-return'
import { useMetaDescription } from '../hooks/use-meta-description'
import { usePriceText } from '../hooks/use-price-text'
import { useOptionLabel } from '@/lib/api/get-option-labels'
import { firearmMailUrl } from '../utils/quote-mail'
import { CompareButton } from './compare-button'
import { ContactCard } from './contact-card'
import { FavoriteButton } from './favorite-button'
import { KeyFeatures } from './key-features'
import { ProductGallery } from './product-gallery'
import { PrintContact } from './print-contact'
import { ShareButton } from './share-button'
import { SpecificationsTable } from './specifications-table'
import { Stockists } from './stockists'

export function ProductDetails({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const optionLabel = useOptionLabel()
  const priceText = usePriceText()
  const { data: settings } = useCompanySettings()
  const catalog = useCatalogReturn()
  useDocumentTitle(firearm.name)
  useMetaDescription(firearm.description || undefined)

  return (
    <Stack gap="8">
      <Breadcrumb.Root aria-label={t('catalog.product.breadcrumb')}>
        <Breadcrumb.List flexWrap="wrap">
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={catalog}>{t('nav.catalog')}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator>/</Breadcrumb.Separator>
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{firearm.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="8">
        <ProductGallery firearm={firearm} />
        <Stack gap="5">
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} overflowWrap="anywhere">
                {firearm.name}
              </Heading>
              {firearm.isNew ? (
                <Badge colorPalette="red" variant="solid">
                  {t('catalog.new')}
                </Badge>
              ) : null}
            </HStack>
            <Flex align="center" gap="3" wrap="wrap">
              <Text textStyle="2xl" fontWeight="bold">
                {priceText(firearm)}
              </Text>
              <AvailabilityBadge availability={firearm.availability} />
            </Flex>
            <PriceNote />
          </Stack>
          {firearm.description ? (
            <Stack gap="2">
              <Heading as="h2" size="md">
                {t('catalog.product.description')}
              </Heading>
              <Text whiteSpace="pre-line">{firearm.description}</Text>
            </Stack>
          ) : null}
          <KeyFeatures firearm={firearm} />
          <HStack gap="2" wrap="wrap" data-print="hide">
            <FavoriteButton firearmId={firearm.id} />
            <CompareButton firearmId={firearm.id} />
            <LinkButton asChild colorPalette="brand">
              <a href={firearmMailUrl(t, 'quote', firearm, settings?.contactEmail, optionLabel)}>
                {t('catalog.actions.requestQuote')}
              </a>
            </LinkButton>
            {/* Stored and sent to the company or a dealer (docs/product.md, "Requests"). */}
            <RequestButton colorPalette="brand" variant="outline" firearm={firearm}>
              {t('catalog.actions.askRequest')}
            </RequestButton>
            <ShareButton title={firearm.name} />
          </HStack>
          <Box data-print="hide">
            <ContactCard firearm={firearm} />
          </Box>
          <PrintContact />
        </Stack>
      </Grid>

      <SpecificationsTable firearm={firearm} />
      <Box data-print="hide">
        <Stockists firearm={firearm} availability={firearm.availability} />
      </Box>
      <Link asChild alignSelf="start" data-print="hide">
        <RouterLink to={catalog}>← {t('catalog.product.backToCatalog')}</RouterLink>
      </Link>
    </Stack>
  )
}
