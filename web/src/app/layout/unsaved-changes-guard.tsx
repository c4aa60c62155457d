import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router-dom'

import { useConfirm } from '@/components/ui/confirm-dialog'
import { currentSession } from '@/lib/session'
import { hasUnsavedChanges, useHasUnsavedChanges } from '@/lib/unsaved-changes'

/**
 * A screen whose session has ended (a 401) cannot stay: its guard already took the form away
 * and sends to the sign-in, so asking would leave an empty page behind the question.
 */
const sessionEnded = (path: string) =>
  (path.startsWith('/admin/') && !currentSession('admin')) ||
  (path.startsWith('/dealer/') && !currentSession('dealer'))

/**
 * The app's one unsaved-changes guard (docs/product.md, "Unsaved changes"): leaving a screen
 * whose form holds unsaved edits asks first, in the visitor's language; closing or reloading the
 * tab gets the browser's own question (browsers show no page text there).
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation()
  const [dialog, confirm] = useConfirm()
  const dirty = useHasUnsavedChanges()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !sessionEnded(currentLocation.pathname),
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirm(t('form.unsaved.message'), t('form.unsaved.leave'), {
      title: t('form.unsaved.title'),
      cancelLabel: t('form.unsaved.stay'),
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()))
  }, [blocker, confirm, t])

  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])

  return dialog
}
