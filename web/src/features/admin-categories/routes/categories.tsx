import '../translations'

import { FILTER_OPTION_TYPES, type FilterOptionType } from '@sog/contract'
import { Alert, Badge, Button, Input, Skeleton, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Tabs } from '@/components/ui/own-recipe/tabs'
import { useEditingRow } from '@/components/form/editing-row'
import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { useFilterOptions } from '../api/get-filter-options'
import { OptionPanel } from '../components/option-panel'
import { UsageGuide } from '../components/usage-guide'
import { useOptionActions } from '../hooks/use-option-actions'
import { useUsageCounts } from '../hooks/use-usage-counts'

/** Categories and Filters Management (docs/product.md, "Screens"). */
export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('adminCategories.title'))
  const { data: options, error, isLoading, mutate } = useFilterOptions()
  const usageOf = useUsageCounts()
  const actions = useOptionActions()
  const [type, setType] = useState<FilterOptionType>('category')
  const [search, setSearch] = useState('')
  // One row renamed at a time; another row or tab asks first when it holds typed names.
  const rows = useEditingRow<number>()
  const ofType = (kind: FilterOptionType) => (options ?? []).filter((o) => o.type === kind)

  return (
    <Stack gap="6">
      <PageHeader
        title={t('adminCategories.title')}
        back={{ to: paths.adminDashboard, label: t('adminCategories.back') }}
      />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t('adminCategories.info')}</Alert.Description>
      </Alert.Root>
      {error && !options ? (
        <ErrorAlert title={t('adminCategories.loadFailed')}>
          <Button size="sm" variant="outline" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </ErrorAlert>
      ) : null}
      {isLoading ? <Skeleton height="240px" data-testid="skeleton" /> : null}
      {options ? (
        <Tabs.Root
          value={type}
          onValueChange={({ value }) =>
            void rows.leaveOpenRow().then((leave) => {
              if (leave) setType(value as FilterOptionType)
            })
          }
          lazyMount
          unmountOnExit
        >
          <Tabs.List flexWrap="wrap">
            {FILTER_OPTION_TYPES.map((kind) => (
              <Tabs.Trigger key={kind} value={kind} flexShrink="0">
                {t(`adminCategories.tabs.${kind}`)}{' '}
                <Badge variant="subtle">{ofType(kind).length}</Badge>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Input
            type="search"
            mt="4"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('adminCategories.searchPlaceholder', {
              types: t(`adminCategories.typePlural.${type}`),
            })}
            aria-label={t('adminCategories.search', {
              types: t(`adminCategories.typePlural.${type}`),
            })}
          />
          {FILTER_OPTION_TYPES.map((kind) => (
            <Tabs.Content key={kind} value={kind}>
              <OptionPanel
                type={kind}
                options={ofType(kind)}
                search={search}
                usageOf={usageOf}
                actions={actions}
                rows={rows}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
      <UsageGuide />
      {actions.dialog}
      {rows.dialog}
    </Stack>
  )
}
