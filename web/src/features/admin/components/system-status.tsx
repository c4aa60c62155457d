import { Badge, Button, Card, DataList, Heading, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useHealth, type HealthReport } from '../api/get-health'

const PALETTE = { up: 'green', down: 'red', unknown: 'gray' } as const

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

function Report({ report }: { report: HealthReport }) {
  const { t } = useTranslation()
  const uptime = report.uptimeSeconds
  return (
    <DataList.Root orientation="horizontal" gap="3">
      <Row label={t('admin.status.database')}>
        <Badge colorPalette={PALETTE[report.database]}>
          {t(`admin.status.databaseState.${report.database}`)}
        </Badge>
      </Row>
      <Row label={t('admin.status.api')}>
        <Badge colorPalette={PALETTE[report.api]}>{t(`admin.status.apiState.${report.api}`)}</Badge>
      </Row>
      <Row label={t('admin.status.responseTime')}>
        {report.responseMs === null
          ? t('admin.status.none')
          : t('admin.status.milliseconds', { ms: report.responseMs })}
      </Row>
      {report.version ? <Row label={t('admin.status.version')}>{report.version}</Row> : null}
      {uptime === null ? null : (
        <Row label={t('admin.status.uptime')}>
          {t('admin.status.uptimeValue', {
            hours: Math.floor(uptime / 3600),
            minutes: Math.floor((uptime % 3600) / 60),
          })}
        </Row>
      )}
    </DataList.Root>
  )
}

/** The server's real health (GET /api/health), not the fixed text the old panel showed. */
export function SystemStatus() {
  const { t } = useTranslation()
  const { data, isValidating, mutate } = useHealth()
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="system-status-title">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="lg" id="system-status-title">
            {t('admin.status.title')}
          </Heading>
          <Button size="xs" variant="outline" loading={isValidating} onClick={() => void mutate()}>
            {t('admin.status.refresh')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body aria-live="polite">
        {data ? (
          <Report report={data} />
        ) : (
          <Text color="fg.muted">{t('admin.status.checking')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  )
}
