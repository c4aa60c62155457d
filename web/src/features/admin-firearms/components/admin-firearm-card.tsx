import type { ApiFirearm } from '@sog/contract'
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { DataList } from '@/components/ui/own-recipe/data-list'
import { AvailabilityBadge } from '@/components/ui/availability-badge'
import type { Confirm } from '@/components/ui/confirm-dialog'
import { FirearmImage } from '@/components/ui/firearm-image'
import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { formatPrice } from '@/lib/format/price'
import { useDeleteAction } from '../hooks/use-delete-action'

type Props = { firearm: ApiFirearm; confirm: Confirm }

/** docs/product.md, "Screens": PLN in zł and EUR in €; the legacy single price in $ only without them. */
function usePrices(firearm: ApiFirearm): string[] {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const none = { pricePLN: null, priceEUR: null, price: null }
  const prices = [
    formatPrice({ ...none, pricePLN: firearm.pricePLN }, 'PLN', language),
    formatPrice({ ...none, priceEUR: firearm.priceEUR }, 'EUR', language),
  ].filter((price): price is string => price !== null)
  const legacy = formatPrice({ ...none, price: firearm.price }, 'USD', language)
  return prices.length > 0 || !legacy ? prices : [legacy]
}

export function AdminFirearmCard({ firearm, confirm }: Props) {
  const { t } = useTranslation()
  const { deleting, onDelete } = useDeleteAction(firearm, confirm)
  const prices = usePrices(firearm)
  const details = [
    ['category', firearm.category],
    ['caliber', firearm.caliber],
    ['barrel', firearm.barrelLength],
    ['system', firearm.systemType],
  ] as const
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" aria-label={firearm.name}>
      <FirearmImage
        images={firearm.imageSet}
        urls={[firearm.imageUrl, ...firearm.images]}
        alt={firearm.name}
        sizes="(max-width: 600px) 100vw, 33vw"
      />
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {firearm.name}
          </Heading>
          <HStack gap="1">
            {firearm.isNew ? (
              <Badge colorPalette="red">{t('adminFirearms.list.newBadge')}</Badge>
            ) : null}
            <AvailabilityBadge availability={firearm.availability} />
          </HStack>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {details.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{t(`adminFirearms.list.${label}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Stack gap="0">
          {prices.length > 0 ? (
            prices.map((price) => (
              <Text key={price} fontWeight="bold">
                {price}
              </Text>
            ))
          ) : (
            <Text color="fg.muted">{t('adminFirearms.list.priceOnRequest')}</Text>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">
        <LinkButton asChild size="sm" variant="outline" flex="1">
          <RouterLink
            to={paths.adminFirearmEdit(firearm.id)}
            aria-label={t('adminFirearms.list.editLabel', { name: firearm.name })}
          >
            {t('common.edit')}
          </RouterLink>
        </LinkButton>
        <Button
          size="sm"
          colorPalette="red"
          flex="1"
          loading={deleting}
          aria-label={t('adminFirearms.list.deleteLabel', { name: firearm.name })}
          onClick={() => void onDelete()}
        >
          {t('common.delete')}
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
