import { Text } from '@chakra-ui/react'
import type { ApiActivity } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { List } from '@/components/ui/own-recipe/list'
import { useActivity } from '../api/get-activity'
import { DashboardCard } from './dashboard-card'

function Entry({ entry }: { entry: ApiActivity }) {
  const { t, i18n } = useTranslation()
  const at = new Date(entry.at)
  return (
    // The time sits apart from the line at the right, under it when the line is long.
    <List.Item
      display="flex"
      flexWrap="wrap"
      justifyContent="space-between"
      alignItems="baseline"
      columnGap="4"
    >
      <Text>
        {entry.kind === 'settings'
          ? t('admin.activity.settingsLine', { who: entry.who })
          : entry.kind === 'inventoryImport'
            ? t('admin.activity.importLine', { who: entry.who, count: Number(entry.title) })
            : t(`admin.activity.line.${entry.action}`, {
                who: entry.who,
                kind: t(`admin.activity.kind.${entry.kind}`),
                title: entry.title,
              })}
      </Text>
      <Text asChild fontSize="sm" color="fg.muted">
        <time dateTime={entry.at}>
          {at.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Text>
    </List.Item>
  )
}

/** Who changed what, when: the SPA's and the panel's changes alike. */
export function ActivityList() {
  const { t } = useTranslation()
  const { data, error, isValidating, mutate } = useActivity()
  return (
    <DashboardCard
      id="activity-title"
      title={t('admin.activity.title')}
      refreshLabel={t('admin.activity.refresh')}
      refreshing={isValidating}
      onRefresh={() => void mutate()}
    >
      {error ? (
        <Text color="fg.error">{t('admin.activity.failed')}</Text>
      ) : !data ? (
        <Text color="fg.muted">{t('admin.activity.loading')}</Text>
      ) : data.length === 0 ? (
        <Text color="fg.muted">{t('admin.activity.empty')}</Text>
      ) : (
        <List.Root gap="3" variant="plain">
          {data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </List.Root>
      )}
    </DashboardCard>
  )
}
