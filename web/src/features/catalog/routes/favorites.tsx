import '../translations'
import '../screens/translations'

import { Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { NeedsScriptNote } from '@/components/ui/needs-script-note'
import { PageHeader } from '@/components/ui/page-header'
import { favorites } from '@/lib/storage/saved-lists'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { EmptyList } from '../components/empty-list'
import { ExamplesNotice } from '../components/examples-notice'
import { FirearmGrid } from '../components/firearm-grid'
import { LoadFailed } from '../components/load-failed'
import { useSavedFirearms } from '../hooks/use-saved-firearms'

export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('catalog.favorites.title'))
  const { saved, failed, examples, isLoading, retry } = useSavedFirearms(favorites)
  const count = saved?.length ?? 0

  return (
    <Stack gap="6">
      <PageHeader
        title={t('catalog.favorites.title')}
        subtitle={isLoading ? undefined : t('catalog.favorites.count', { count })}
      />
      <NeedsScriptNote text={t('catalog.favorites.needsScript')} />
      {failed ? <LoadFailed onRetry={retry} /> : null}
      {examples ? <ExamplesNotice /> : null}
      {!isLoading && count === 0 ? (
        <EmptyList message={t('catalog.favorites.empty')} />
      ) : (
        <FirearmGrid firearms={isLoading ? undefined : saved} />
      )}
    </Stack>
  )
}
