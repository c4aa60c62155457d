import '../translations'

import { HStack, Spinner, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api/api-client'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { useAdminFirearm } from '../api/get-admin-firearm'
import { FirearmForm } from '../components/firearm-form'
import { firearmToValues } from '../utils/firearm-values'

export function Component() {
  const { t } = useTranslation()
  const { id } = useParams()
  const { data, error } = useAdminFirearm(id)
  useDocumentTitle(t('adminFirearms.form.editTitle'))
  // The form takes these once (keyed by id), so a background revalidation keeps the edits.
  const initial = useMemo(() => (data ? firearmToValues(data) : null), [data])

  return (
    <>
      <PageHeader
        title={t('adminFirearms.form.editTitle')}
        back={{ to: paths.adminFirearms, label: t('adminFirearms.form.back') }}
      />
      {initial ? (
        <FirearmForm key={initial.id} initial={initial} mode="edit" />
      ) : error ? (
        <ErrorAlert title={errorMessage(error, t('adminFirearms.form.loadFailed'))} />
      ) : (
        <HStack gap="3" py="10" justify="center" role="status">
          <Spinner size="lg" />
          <Text>{t('adminFirearms.form.loading')}</Text>
        </HStack>
      )}
    </>
  )
}
