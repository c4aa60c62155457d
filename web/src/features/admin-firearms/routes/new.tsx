import '../translations'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { FirearmForm } from '../components/firearm-form'
import { emptyFirearmValues } from '../utils/firearm-values'

export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('adminFirearms.form.newTitle'))
  // The client-generated id is fixed once, so a retried save creates the same firearm.
  const [initial] = useState(() => emptyFirearmValues())
  return (
    <>
      <PageHeader
        title={t('adminFirearms.form.newTitle')}
        back={{ to: paths.adminFirearms, label: t('adminFirearms.form.back') }}
      />
      <FirearmForm initial={initial} mode="create" />
    </>
  )
}
