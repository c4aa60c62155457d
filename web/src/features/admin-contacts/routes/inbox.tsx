import '../translations'

import { Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useContacts } from '../api/get-contacts'
import { ContactMessage } from '../components/contact-message'
import { useContactActions } from '../hooks/use-contact-actions'
import { searchContacts } from '../utils/search-contacts'

const SKELETONS = 5

export function Component() {
  const { t } = useTranslation()
  const { data, error, isLoading } = useContacts()
  const [query, setQuery] = useState('')
  const { dialog, busyId, onDelete, onMarkRead } = useContactActions()
  useDocumentTitle(t('adminContacts.title'))

  const shown = data ? searchContacts(data, query) : []
  const unread = data?.filter((contact) => contact.status === 'new').length ?? 0

  return (
    <Stack gap="6">
      <PageHeader
        title={t('adminContacts.title')}
        subtitle={data ? t('adminContacts.count', { count: data.length, unread }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminContacts.back') }}
      />
      <Input
        type="search"
        aria-label={t('adminContacts.search')}
        placeholder={t('adminContacts.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        maxW={{ md: 'md' }}
      />
      {error && !data ? (
        <ErrorAlert title={errorMessage(error, t('adminContacts.loadFailed'))} />
      ) : null}
      {isLoading ? (
        <Stack gap="4" aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Skeleton key={i} height="140px" data-testid="skeleton" />
          ))}
        </Stack>
      ) : data && shown.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10">
          {t(query.trim() ? 'adminContacts.emptySearch' : 'adminContacts.empty')}
        </Text>
      ) : (
        <Stack gap="4">
          {shown.map((contact) => (
            <ContactMessage
              key={contact.id}
              contact={contact}
              busy={busyId === contact.id}
              onDelete={() => void onDelete(contact)}
              onMarkRead={() => void onMarkRead(contact)}
            />
          ))}
        </Stack>
      )}
      {dialog}
    </Stack>
  )
}
