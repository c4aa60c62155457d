import type { ApiAdminDealer } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import type { Confirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { useDeactivateDealer } from '../api/deactivate-dealer'
import { useUpdateDealer } from '../api/update-dealer'
import { activationBody } from '../utils/dealer-values'

/**
 * A card's red button (docs/product.md, "Screens"): deactivation asks first, then DELETE; an
 * inactive dealer is switched back on by saving it with isActive true.
 */
export function useDealerStatus(dealer: ApiAdminDealer, confirm: Confirm) {
  const { t } = useTranslation()
  const deactivate = useDeactivateDealer(dealer.id)
  const update = useUpdateDealer(dealer.id)

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action()
      notify(t(done))
    } catch (error) {
      notify(errorMessage(error, t(failed)), 'error')
    }
  }

  const toggle = async () => {
    if (!dealer.isActive) {
      await run(
        () => update.trigger(activationBody(dealer)),
        'adminDealers.list.activated',
        'adminDealers.list.activateFailed',
      )
      return
    }
    const question = t('adminDealers.list.confirmDeactivate', { name: dealer.name })
    if (!(await confirm(question, t('adminDealers.list.deactivate')))) return
    await run(
      () => deactivate.trigger(),
      'adminDealers.list.deactivated',
      'adminDealers.list.deactivateFailed',
    )
  }

  return { busy: deactivate.isMutating || update.isMutating, toggle }
}
