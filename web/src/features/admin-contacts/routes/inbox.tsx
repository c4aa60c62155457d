import '../translations'

import { Text } from '@chakra-ui/react'
import { CONTACT_SORTS } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { ListLayout } from '@/components/layouts/list-layout'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { ListSelect } from '@/components/ui/list-select'
import { Pager } from '@/components/ui/pager'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { listQuery, useListParams, useSearchText } from '@/lib/use-list-params'
import { useDocumentTitle } from '@/lib/use-document-title'
import { CONTACTS_LIST, useContactsPage, useUnreadCount } from '../api/get-contacts'
import { ContactMessage } from '../components/contact-message'

/** The inbox, paged on the server with its search, sort and status in the URL. */
export function Component() {
  const { t } = useTranslation()
  const list = useListParams(CONTACTS_LIST.defaults)
  const [text, setText] = useSearchText(list.search, list.setSearch)
  const { data, error, isLoading } = useContactsPage(
    listQuery(list.page, CONTACTS_LIST.limit, list.search, list.values),
  )
  const unread = useUnreadCount()
  const [dialog, confirm] = useConfirm()
  useDocumentTitle(t('adminContacts.title'))
  const filtered = list.search !== '' || list.values.status !== ''

  return (
    <>
      <ListLayout
        title={t('adminContacts.title')}
        subtitle={
          data ? t('adminContacts.count', { count: data.total, unread: unread ?? 0 }) : undefined
        }
        back={{ to: paths.adminDashboard, label: t('adminContacts.back') }}
        search={{
          label: t('adminContacts.search'),
          placeholder: t('adminContacts.searchPlaceholder'),
          value: text,
          onChange: setText,
        }}
        filters={
          <>
            <ListSelect
              label={t('adminContacts.status')}
              value={list.values.status}
              onChange={(value) => list.set('status', value)}
              options={[
                { value: '', label: t('adminContacts.statuses.all') },
                { value: 'new', label: t('adminContacts.statuses.new') },
                { value: 'read', label: t('adminContacts.statuses.read') },
              ]}
            />
            <ListSelect
              label={t('adminContacts.sort')}
              value={list.values.sort}
              onChange={(value) => list.set('sort', value)}
              options={CONTACT_SORTS.map((sort) => ({
                value: sort,
                label: t(`adminContacts.sorts.${sort}`),
              }))}
            />
          </>
        }
        loadError={error && !data ? errorMessage(error, t('adminContacts.loadFailed')) : null}
        loading={isLoading}
        skeleton={{ count: 5, height: '140px' }}
        empty={
          data && data.items.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="10">
              {t(filtered ? 'adminContacts.emptySearch' : 'adminContacts.empty')}
            </Text>
          ) : null
        }
        pager={
          data ? (
            <Pager
              page={data.page}
              pages={data.pages}
              total={data.total}
              limit={CONTACTS_LIST.limit}
              onPage={list.setPage}
            />
          ) : null
        }
      >
        {data?.items.map((contact) => (
          <ContactMessage key={contact.id} contact={contact} confirm={confirm} />
        ))}
      </ListLayout>
      {dialog}
    </>
  )
}
