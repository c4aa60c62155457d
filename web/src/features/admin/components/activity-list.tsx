import { Button, Card, Heading, HStack, List, Text } from '@chakra-ui/react'
import type { ApiActivity } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { useActivity } from '../api/get-activity'

function Entry({ entry }: { entry: ApiActivity }) {
  const { t, i18n } = useTranslation()
  const at = new Date(entry.at)
  return (
    <List.Item>
      <Text>
        {entry.kind === 'settings'
          ? t('admin.activity.settingsLine', { who: entry.who })
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
    <Card.Root as="section" variant="outline" aria-labelledby="activity-title">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="lg" id="activity-title">
            {t('admin.activity.title')}
          </Heading>
          <Button size="xs" variant="outline" loading={isValidating} onClick={() => void mutate()}>
            {t('admin.activity.refresh')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body aria-live="polite">
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
      </Card.Body>
    </Card.Root>
  )
}
