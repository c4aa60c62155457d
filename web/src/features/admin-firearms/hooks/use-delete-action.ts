import type { ApiFirearm } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import type { Confirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { useDeleteFirearm } from '../api/delete-firearm'

/** A card's Delete: asked first, then the firearm goes; `deleting` while under way. */
export function useDeleteAction(firearm: ApiFirearm, confirm: Confirm) {
  const { t } = useTranslation()
  const { trigger, isMutating } = useDeleteFirearm(firearm.id)
  const onDelete = async () => {
    const message = t('adminFirearms.list.confirmDelete', { name: firearm.name })
    if (!(await confirm(message, t('common.delete')))) return
    try {
      await trigger()
      notify(t('adminFirearms.list.deleted'))
    } catch (error) {
      notify(errorMessage(error, t('adminFirearms.list.deleteFailed')), 'error')
    }
  }
  return { deleting: isMutating, onDelete }
}
