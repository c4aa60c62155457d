import { useEffect } from 'react'
import type { Blocker } from 'react-router-dom'

import { useConfirmLeave } from '@/components/form/unsaved-dialog'

/**
 * The question UnsavedChangesGuard asks when the visitor leaves a screen with unsaved edits.
 * Its own chunk: the dialog's code arrives with the first unsaved edit, not with every page.
 */
export default function LeavePrompt({ blocker }: { blocker: Blocker }) {
  const [dialog, confirmLeave] = useConfirmLeave()

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirmLeave().then((leave) => (leave ? blocker.proceed() : blocker.reset()))
  }, [blocker, confirmLeave])

  return dialog
}
