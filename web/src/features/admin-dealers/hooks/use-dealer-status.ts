import type { ApiAdminDealer } from '@sog/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useConfirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api-client'
import { useDeactivateDealer } from '../api/deactivate-dealer'
import { useUpdateDealer } from '../api/update-dealer'
import { activationBody } from '../utils/dealer-values'

/**
 * The list's red button (docs/product.md, "Screens"): deactivation asks first, then DELETE; an inactive
 * dealer is switched back on by saving it with isActive true.
 */
export function useDealerStatus() {
  const { t } = useTranslation()
  const [dialog, confirm] = useConfirm()
  const deactivate = useDeactivateDealer()
  const update = useUpdateDealer()
  const [busyId, setBusyId] = useState<number | null>(null)

  const run = async (
    dealerId: number,
    action: () => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusyId(dealerId)
    try {
      await action()
      notify(t(done))
    } catch (error) {
      notify(errorMessage(error, t(failed)), 'error')
    } finally {
      setBusyId(null)
    }
  }

  const toggle = async (dealer: ApiAdminDealer) => {
    if (!dealer.isActive) {
      await run(
        dealer.id,
        () => update(dealer.id, activationBody(dealer)),
        'adminDealers.list.activated',
        'adminDealers.list.activateFailed',
      )
      return
    }
    const question = t('adminDealers.list.confirmDeactivate', { name: dealer.name })
    if (!(await confirm(question, t('adminDealers.list.deactivate')))) return
    await run(
      dealer.id,
      () => deactivate(dealer.id),
      'adminDealers.list.deactivated',
      'adminDealers.list.deactivateFailed',
    )
  }

  return { dialog, busyId, toggle }
}
