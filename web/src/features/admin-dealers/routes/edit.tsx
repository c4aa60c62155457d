import '../translations'

import { HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api/api-client'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { useAdminDealer } from '../api/get-admin-dealer'
import { DealerAccount } from '../components/dealer-account'
import { DealerForm } from '../components/dealer-form'
import { dealerToValues } from '../utils/dealer-values'

export function Component() {
  const { t } = useTranslation()
  const { id } = useParams()
  const { data, error } = useAdminDealer(id)
  useDocumentTitle(t('adminDealers.form.editTitle'))
  // The form takes these once (keyed by id), so a background revalidation keeps the edits.
  const initial = useMemo(() => (data ? dealerToValues(data) : null), [data])

  return (
    <>
      <PageHeader
        title={t('adminDealers.form.editTitle')}
        back={{ to: paths.adminDealers, label: t('adminDealers.form.back') }}
      />
      {data && initial && id ? (
        <Stack gap="8">
          <DealerForm key={id} initial={initial} mode="edit" dealerId={id} />
          <DealerAccount dealer={data} />
        </Stack>
      ) : error ? (
        <ErrorAlert title={errorMessage(error, t('adminDealers.form.loadFailed'))} />
      ) : (
        <HStack gap="3" py="10" justify="center" role="status">
          <Spinner size="lg" />
          <Text>{t('adminDealers.form.loading')}</Text>
        </HStack>
      )}
    </>
  )
}
