import type { ApiAdminDealer } from '@sog/contract'
import { COUNTRIES } from '@sog/contract'
import { Badge, Button, Card, Heading, HStack, Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { DataList } from '@/components/ui/own-recipe/data-list'
import type { Confirm } from '@/components/ui/confirm-dialog'
import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { isLanguage } from '@/lib/i18n'
import { useDealerStatus } from '../hooks/use-dealer-status'
import { useStockExport } from '../hooks/use-stock-export'

/** docs/product.md, "Limits": an admin card shows at most 3 specialties. */
const SHOWN_SPECIALTIES = 3

type Props = { dealer: ApiAdminDealer; confirm: Confirm }

export function AdminDealerCard({ dealer, confirm }: Props) {
  const { t, i18n } = useTranslation()
  const { busy, toggle } = useDealerStatus(dealer, confirm)
  const { exporting, exportStock } = useStockExport(dealer.id)
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const country = COUNTRIES.find((c) => c.code === dealer.country)?.name[language] ?? dealer.country
  const hidden = dealer.specialties.length - SHOWN_SPECIALTIES
  const titleId = `admin-dealer-${dealer.id}`
  const details = [
    ['phone', dealer.phone],
    ['email', dealer.email],
    ['rating', t('adminDealers.card.ratingValue', { rating: dealer.rating.toFixed(1) })],
    ['established', String(dealer.established)],
  ] as const

  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" id={titleId} overflowWrap="anywhere">
            {dealer.name}
          </Heading>
          <Badge colorPalette={dealer.isActive ? 'green' : 'red'} flexShrink={0}>
            {t(dealer.isActive ? 'adminDealers.card.active' : 'adminDealers.card.inactive')}
          </Badge>
        </HStack>
        <Text color="fg.muted">{[dealer.city, country].filter(Boolean).join(', ')}</Text>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {details
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <DataList.Item key={key}>
                <DataList.ItemLabel>{t(`adminDealers.card.${key}`)}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
        </DataList.Root>
        {dealer.specialties.length > 0 ? (
          <Wrap
            as="ul"
            listStyleType="none"
            gap="1"
            aria-label={t('adminDealers.card.specialties')}
          >
            {dealer.specialties.slice(0, SHOWN_SPECIALTIES).map((specialty) => (
              <Badge as="li" key={specialty} variant="subtle">
                {specialty}
              </Badge>
            ))}
            {hidden > 0 ? (
              <Badge as="li" variant="outline">
                {t('adminDealers.card.more', { count: hidden })}
              </Badge>
            ) : null}
          </Wrap>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <LinkButton asChild size="sm" variant="outline" flex="1">
          <RouterLink
            to={paths.adminDealerEdit(dealer.id)}
            aria-label={t('adminDealers.card.editLabel', { name: dealer.name })}
          >
            {t('common.edit')}
          </RouterLink>
        </LinkButton>
        <Button
          size="sm"
          colorPalette="red"
          flex="1"
          loading={busy}
          aria-label={t(
            dealer.isActive
              ? 'adminDealers.card.deactivateLabel'
              : 'adminDealers.card.activateLabel',
            { name: dealer.name },
          )}
          onClick={() => void toggle()}
        >
          {t(dealer.isActive ? 'adminDealers.list.deactivate' : 'adminDealers.list.activate')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          width="full"
          loading={exporting}
          aria-label={t('adminDealers.card.exportStockLabel', { name: dealer.name })}
          onClick={() => void exportStock()}
        >
          {t('adminDealers.card.exportStock')}
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
