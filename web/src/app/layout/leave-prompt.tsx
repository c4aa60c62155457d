import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Blocker } from 'react-router-dom'

import { useConfirm } from '@/components/ui/confirm-dialog'

/**
 * The question UnsavedChangesGuard asks when the visitor leaves a screen with unsaved edits.
 * Its own chunk: the dialog's code arrives with the first unsaved edit, not with every page.
 */
export default function LeavePrompt({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation()
  const [dialog, confirm] = useConfirm()

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirm(t('form.unsaved.message'), t('form.unsaved.leave'), {
      title: t('form.unsaved.title'),
      cancelLabel: t('form.unsaved.stay'),
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()))
  }, [blocker, confirm, t])

  return dialog
}
