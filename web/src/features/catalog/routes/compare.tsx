import '../translations'
import '../screens/translations'

import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { NeedsScriptNote } from '@/components/ui/needs-script-note'
import { needsScript } from '@/lib/page/needs-script'
import { PageHeader } from '@/components/ui/page-header'
import { COMPARE_MAX, compareList } from '@/lib/storage/saved-lists'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { CompareCard } from '../components/compare-card'
import { CompareTable } from '../components/compare-table'
import { EmptyList } from '../components/empty-list'
import { ExamplesNotice } from '../components/examples-notice'
import { LoadFailed } from '../components/load-failed'
import { useSavedFirearms } from '../hooks/use-saved-firearms'

export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('catalog.compare.title'))
  const { saved, failed, examples, isLoading, retry } = useSavedFirearms(compareList)
  const count = saved?.length ?? 0

  return (
    <Stack gap="6">
      <PageHeader
        title={t('catalog.compare.title')}
        subtitle={
          isLoading ? undefined : t('catalog.compare.selected', { count, max: COMPARE_MAX })
        }
      />
      <NeedsScriptNote text={t('catalog.compare.needsScript')} />
      {failed ? <LoadFailed onRetry={retry} /> : null}
      {examples ? <ExamplesNotice /> : null}
      {isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {Array.from({ length: COMPARE_MAX }, (_, i) => (
            <Skeleton key={i} height="320px" data-testid="skeleton" {...needsScript} />
          ))}
        </SimpleGrid>
      ) : count === 0 ? (
        <EmptyList message={t('catalog.compare.empty')} />
      ) : (
        <>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {saved?.map((firearm) => (
              <li key={firearm.id}>
                <CompareCard firearm={firearm} />
              </li>
            ))}
          </SimpleGrid>
          <CompareTable firearms={saved ?? []} />
        </>
      )}
    </Stack>
  )
}
