import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useConfirm } from '@/components/ui/confirm-dialog'

/**
 * The question asked before edits not yet saved are dropped (docs/product.md, "Unsaved
 * changes"): leaving the screen, or opening another row's form in place of one holding edits.
 * `const [dialog, confirmLeave] = useConfirmLeave()`; `await confirmLeave()` is true to leave.
 */
export function useConfirmLeave(): [ReactNode, () => Promise<boolean>] {
  const { t } = useTranslation()
  const [dialog, confirm] = useConfirm()
  const confirmLeave = useCallback(
    () =>
      confirm(t('form.unsaved.message'), t('form.unsaved.leave'), {
        title: t('form.unsaved.title'),
        cancelLabel: t('form.unsaved.stay'),
      }),
    [confirm, t],
  )
  return [dialog, confirmLeave]
}
