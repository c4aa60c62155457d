import '../translations'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { DealerForm } from '../components/dealer-form'
import { emptyDealer } from '../utils/dealer-values'

export function Component() {
  const { t } = useTranslation()
  const [initial] = useState(emptyDealer)
  useDocumentTitle(t('adminDealers.form.newTitle'))
  return (
    <>
      <PageHeader
        title={t('adminDealers.form.newTitle')}
        back={{ to: paths.adminDealers, label: t('adminDealers.form.back') }}
      />
      <DealerForm initial={initial} mode="create" />
    </>
  )
}
