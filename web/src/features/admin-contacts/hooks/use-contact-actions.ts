import type { ApiContact } from '@sog/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useConfirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api-client'
import { useDeleteContact } from '../api/delete-contact'
import { useMarkContactRead } from '../api/mark-contact-read'

/** Delete (asked first) and mark as read, one message at a time. */
export function useContactActions() {
  const { t } = useTranslation()
  const [dialog, confirm] = useConfirm()
  const remove = useDeleteContact()
  const markRead = useMarkContactRead()
  const [busyId, setBusyId] = useState<number | null>(null)

  const run = async (id: number, action: () => Promise<void>, failed: string, done?: string) => {
    setBusyId(id)
    try {
      await action()
      if (done) notify(t(done))
    } catch (error) {
      notify(errorMessage(error, t(failed)), 'error')
    } finally {
      setBusyId(null)
    }
  }

  const onDelete = async (contact: ApiContact) => {
    if (!(await confirm(t('adminContacts.confirmDelete'), t('common.delete')))) return
    await run(
      contact.id,
      () => remove(contact.id),
      'adminContacts.deleteFailed',
      'adminContacts.deleted',
    )
  }

  const onMarkRead = (contact: ApiContact) =>
    run(contact.id, () => markRead(contact.id), 'adminContacts.markReadFailed')

  return { dialog, busyId, onDelete, onMarkRead }
}
