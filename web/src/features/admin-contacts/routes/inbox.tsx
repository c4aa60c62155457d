import '../translations'

import { Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ListLayout } from '@/components/layouts/list-layout'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useContacts } from '../api/get-contacts'
import { ContactMessage } from '../components/contact-message'
import { searchContacts } from '../utils/search-contacts'

export function Component() {
  const { t } = useTranslation()
  const { data, error, isLoading } = useContacts()
  const [query, setQuery] = useState('')
  const [dialog, confirm] = useConfirm()
  useDocumentTitle(t('adminContacts.title'))

  const shown = data ? searchContacts(data, query) : []
  const unread = data?.filter((contact) => contact.status === 'new').length ?? 0

  return (
    <>
      <ListLayout
        title={t('adminContacts.title')}
        subtitle={data ? t('adminContacts.count', { count: data.length, unread }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminContacts.back') }}
        search={{
          label: t('adminContacts.search'),
          placeholder: t('adminContacts.searchPlaceholder'),
          value: query,
          onChange: setQuery,
        }}
        loadError={error && !data ? errorMessage(error, t('adminContacts.loadFailed')) : null}
        loading={isLoading}
        skeleton={{ count: 5, height: '140px' }}
        empty={
          data && shown.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="10">
              {t(query.trim() ? 'adminContacts.emptySearch' : 'adminContacts.empty')}
            </Text>
          ) : null
        }
      >
        {shown.map((contact) => (
          <ContactMessage key={contact.id} contact={contact} confirm={confirm} />
        ))}
      </ListLayout>
      {dialog}
    </>
  )
}
