import type { ApiContact } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import type { Confirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { useDeleteContact } from '../api/delete-contact'
import { useMarkContactRead } from '../api/mark-contact-read'

/** One message's delete (asked first) and mark as read; `busy` while either is under way. */
export function useContactActions(contact: ApiContact, confirm: Confirm) {
  const { t } = useTranslation()
  const remove = useDeleteContact(contact.id)
  const markRead = useMarkContactRead(contact.id)

  const onDelete = async () => {
    if (!(await confirm(t('adminContacts.confirmDelete'), t('common.delete')))) return
    try {
      await remove.trigger()
      notify(t('adminContacts.deleted'))
    } catch (error) {
      notify(errorMessage(error, t('adminContacts.deleteFailed')), 'error')
    }
  }

  const onMarkRead = async () => {
    try {
      await markRead.trigger()
    } catch (error) {
      notify(errorMessage(error, t('adminContacts.markReadFailed')), 'error')
    }
  }

  return { busy: remove.isMutating || markRead.isMutating, onDelete, onMarkRead }
}
