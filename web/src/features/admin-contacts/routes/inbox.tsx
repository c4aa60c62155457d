import '../translations'

import { Text } from '@chakra-ui/react'
import { CONTACT_SORTS } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { PagedList } from '@/components/layouts/paged-list'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { ListSelect } from '@/components/ui/list-select'
import { paths } from '@/config/paths'
import { useListParams, useSearchText } from '@/lib/address/use-list-params'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { CONTACTS_LIST, useContactsPage, useUnreadCount } from '../api/get-contacts'
import { ContactMessage } from '../components/contact-message'

/** The inbox, paged on the server with its search, sort and status in the URL. */
export function Component() {
  const { t } = useTranslation()
  const list = useListParams(CONTACTS_LIST.defaults)
  const [text, setText] = useSearchText(list.search, list.setSearch)
  const page = useContactsPage()
  const unread = useUnreadCount()
  const [dialog, confirm] = useConfirm()
  useDocumentTitle(t('adminContacts.title'))
  const filtered = list.search !== '' || list.values.status !== ''

  return (
    <>
      <PagedList
        list={page}
        limit={CONTACTS_LIST.limit}
        onPage={list.setPage}
        title={t('adminContacts.title')}
        subtitle={
          page.data
            ? t('adminContacts.count', { count: page.data.total, unread: unread ?? 0 })
            : undefined
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
        loadFailed={t('adminContacts.loadFailed')}
        skeleton={{ count: 5, height: '140px' }}
        empty={
          <Text color="fg.muted" textAlign="center" py="10">
            {t(filtered ? 'adminContacts.emptySearch' : 'adminContacts.empty')}
          </Text>
        }
      >
        {(contact) => <ContactMessage key={contact.id} contact={contact} confirm={confirm} />}
      </PagedList>
      {dialog}
    </>
  )
}
