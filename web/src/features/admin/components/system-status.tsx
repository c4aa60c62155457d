import { Badge, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { DataList } from '@/components/ui/own-recipe/data-list'
import { useHealth, type HealthReport } from '../api/get-health'
import { DashboardCard } from './dashboard-card'

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
    <DashboardCard
      id="system-status-title"
      title={t('admin.status.title')}
      refreshLabel={t('admin.status.refresh')}
      refreshing={isValidating}
      onRefresh={() => void mutate()}
    >
      {data ? <Report report={data} /> : <Text color="fg.muted">{t('admin.status.checking')}</Text>}
    </DashboardCard>
  )
}
