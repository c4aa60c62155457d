import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Stat } from '@/components/ui/own-recipe/stat'
import { ErrorAlert } from '@/components/ui/error-alert'
import { errorMessage } from '@/lib/api/api-client'
import { useDashboardStats } from '../api/get-dashboard-stats'

const SKELETONS = 3

function StatCard({
  label,
  value,
  children,
}: {
  label: string
  value: number
  children?: ReactNode
}) {
  return (
    <Card.Root variant="outline" role="group" aria-label={label}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {/* Stat.Root is a <dl>: its extra lines must sit in a <dd> to stay valid. */}
          {children ? <Box as="dd">{children}</Box> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  )
}

/** docs/product.md, "Screens": the inactive and new counts appear only when above 0. */
export function StatCards() {
  const { t } = useTranslation()
  const { data, error, isLoading } = useDashboardStats()

  if (isLoading) {
    return (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Skeleton key={i} height="120px" data-testid="stat-skeleton" />
        ))}
      </SimpleGrid>
    )
  }
  if (!data) {
    return error ? <ErrorAlert title={errorMessage(error, t('admin.stats.failed'))} /> : null
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <StatCard label={t('admin.stats.dealers')} value={data.totalDealers}>
        <HStack gap="3" wrap="wrap">
          <Stat.HelpText color="green.fg">
            {t('admin.stats.active', { count: data.activeDealers })}
          </Stat.HelpText>
          {data.inactiveDealers > 0 ? (
            <Stat.HelpText color="red.fg">
              {t('admin.stats.inactive', { count: data.inactiveDealers })}
            </Stat.HelpText>
          ) : null}
        </HStack>
      </StatCard>
      <StatCard label={t('admin.stats.firearms')} value={data.totalFirearms} />
      <StatCard label={t('admin.stats.contacts')} value={data.totalContacts}>
        {data.newContacts > 0 ? (
          <Text textStyle="sm" color="blue.fg" fontWeight="semibold">
            {t('admin.stats.new', { count: data.newContacts })}
          </Text>
        ) : null}
      </StatCard>
    </SimpleGrid>
  )
}
