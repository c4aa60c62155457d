import {
  COUNTRIES,
  REQUEST_INSIGHT_DAYS,
  REQUEST_STATUSES,
  type RequestInsightDays,
  type RequestOutcome,
} from '@sog/contract'
import {
  Box,
  Button,
  ButtonGroup,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { Table } from '@/components/ui/own-recipe/table'
import { ErrorAlert } from '@/components/ui/error-alert'
import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api/api-client'
import { numberFormat } from '@/lib/format/number-format'
import { useLanguage } from '@/lib/i18n/use-language'
import { useRequestInsight } from '../api/get-request-insight'

/** Each status's colour in the bars (and its legend). */
const COLOR = { new: 'blue.solid', answered: 'green.solid', closed: 'gray.500' } as const
/** Bars drawn per chart; the table lists every row. */
const CHART_ROWS = 10

type Row = RequestOutcome & { key: string; label: string; to: string | null }

/**
 * One dimension's figures: a bar chart of its rows with most requests (each bar split by status,
 * scaled to the largest) and the table of every row, which is what assistive technology reads:
 * the bars repeat it for the eye and are hidden from it.
 */
function Breakdown({ title, heading, rows }: { title: string; heading: string; rows: Row[] }) {
  const { t } = useTranslation()
  const number = numberFormat(useLanguage())
  const id = useId()
  const top = rows.slice(0, CHART_ROWS)
  const largest = Math.max(1, ...top.map((row) => row.total))
  return (
    <Stack as="figure" gap="3" aria-labelledby={id} m="0" minW="0">
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      <Stack gap="2" aria-hidden="true" data-testid="insight-chart">
        <Text textStyle="xs" color="fg.muted">
          {t('admin.insight.top', { count: top.length })}
        </Text>
        {top.map((row) => (
          <Box key={row.key}>
            <Flex justify="space-between" gap="2" textStyle="sm">
              <Text truncate>{row.label}</Text>
              <Text fontWeight="semibold">{number.format(row.total)}</Text>
            </Flex>
            <Flex
              h="3"
              w={`${(row.total / largest) * 100}%`}
              borderRadius="sm"
              overflow="hidden"
              data-testid="insight-bar"
              data-total={row.total}
            >
              {REQUEST_STATUSES.map((status) =>
                row[status] > 0 ? (
                  <Box
                    key={status}
                    bg={COLOR[status]}
                    flexGrow={row[status]}
                    flexBasis="0"
                    data-status={status}
                    data-count={row[status]}
                  />
                ) : null,
              )}
            </Flex>
          </Box>
        ))}
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="80" overflowY="auto">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{heading}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.insight.total')}</Table.ColumnHeader>
              {REQUEST_STATUSES.map((status) => (
                <Table.ColumnHeader key={status} textAlign="end">
                  {t(`requests.status.${status}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>
                  {row.to ? (
                    <Link asChild colorPalette="brand" variant="underline">
                      <RouterLink to={row.to}>{row.label}</RouterLink>
                    </Link>
                  ) : (
                    row.label
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {number.format(row.total)}
                </Table.Cell>
                {REQUEST_STATUSES.map((status) => (
                  <Table.Cell key={status} textAlign="end">
                    {number.format(row[status])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  )
}

function Legend() {
  const { t } = useTranslation()
  return (
    <HStack gap="4" wrap="wrap" aria-hidden="true" textStyle="sm">
      {REQUEST_STATUSES.map((status) => (
        <HStack key={status} gap="1">
          <Box w="3" h="3" borderRadius="sm" bg={COLOR[status]} />
          <Text>{t(`requests.status.${status}`)}</Text>
        </HStack>
      ))}
    </HStack>
  )
}

/** Where a row of the table leads: the request list filtered by it. */
const listOf = (filter: string, value: string) =>
  `${paths.adminRequests}?${new URLSearchParams({ [filter]: value }).toString()}`

/**
 * The dashboard's insight (docs/product.md, "Administration"): the requests of the last 30 or 90
 * days per firearm and per visitor's country, with their status now, as bars and tables counted
 * by the server from the stored requests (no tracking, no third party).
 */
export function RequestInsight() {
  const { t } = useTranslation()
  const language = useLanguage()
  const [days, setDays] = useState<RequestInsightDays>(REQUEST_INSIGHT_DAYS[0])
  const { data, error, isLoading } = useRequestInsight(days)

  let body: ReactNode
  if (!data && isLoading) body = <Skeleton height="64" data-testid="insight-skeleton" />
  else if (!data)
    body = error ? <ErrorAlert title={errorMessage(error, t('admin.insight.loadFailed'))} /> : null
  else if (data.totals.total === 0) body = <Text color="fg.muted">{t('admin.insight.none')}</Text>
  else {
    const firearms: Row[] = data.byFirearm.map((row) => ({
      ...row,
      key: row.firearmId ?? `name:${row.name}`,
      label: row.firearmId ? row.name : t('admin.insight.deleted', { name: row.name }),
      to: row.firearmId ? listOf('firearm', row.firearmId) : null,
    }))
    const countries: Row[] = data.byCountry.map((row) => ({
      ...row,
      key: row.country,
      label: COUNTRIES.find((c) => c.code === row.country)?.name[language] ?? row.country,
      to: listOf('country', row.country),
    }))
    body = (
      <Stack gap="5">
        <Text fontWeight="semibold" aria-live="polite">
          {t('admin.insight.summary', data.totals)}
        </Text>
        <Legend />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Breakdown
            title={t('admin.insight.byFirearm')}
            heading={t('admin.insight.firearm')}
            rows={firearms}
          />
          <Breakdown
            title={t('admin.insight.byCountry')}
            heading={t('admin.insight.country')}
            rows={countries}
          />
        </SimpleGrid>
      </Stack>
    )
  }

  return (
    <Card.Root as="section" variant="outline" aria-labelledby="request-insight-title">
      <Card.Header gap="3">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" maxW="prose">
            <Heading as="h2" size="lg" id="request-insight-title">
              {t('admin.insight.title')}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {t('admin.insight.intro')}
            </Text>
          </Stack>
          <ButtonGroup
            size="sm"
            variant="outline"
            attached
            role="group"
            aria-label={t('admin.insight.window')}
          >
            {REQUEST_INSIGHT_DAYS.map((choice) => (
              <Button
                key={choice}
                aria-pressed={days === choice}
                variant={days === choice ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => setDays(choice)}
              >
                {t('admin.insight.days', { days: choice })}
              </Button>
            ))}
          </ButtonGroup>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        {body}
        <LinkButton asChild size="sm" variant="outline" alignSelf="start">
          <RouterLink to={paths.adminRequests}>{t('admin.insight.all')}</RouterLink>
        </LinkButton>
      </Card.Body>
    </Card.Root>
  )
}
