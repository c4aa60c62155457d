import { lazy, Suspense, useEffect } from 'react'
import { useBlocker } from 'react-router-dom'

import { currentSession } from '@/lib/session'
import { hasUnsavedChanges, useHasUnsavedChanges } from '@/lib/forms/unsaved-changes'

/**
 * A screen whose session has ended (a 401) cannot stay: its guard already took the form away
 * and sends to the sign-in, so asking would leave an empty page behind the question.
 */
const sessionEnded = (path: string) =>
  (path.startsWith('/admin/') && !currentSession('admin')) ||
  (path.startsWith('/dealer/') && !currentSession('dealer'))

// The dialog's code (Chakra's Dialog with its focus trap) stays off the public pages' first load.
const LeavePrompt = lazy(() => import('./leave-prompt'))

/**
 * The app's one unsaved-changes guard (docs/product.md, "Unsaved changes"): leaving a screen
 * whose form holds unsaved edits asks first, in the visitor's language; closing or reloading the
 * tab gets the browser's own question (browsers show no page text there).
 */
export function UnsavedChangesGuard() {
  const dirty = useHasUnsavedChanges()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !sessionEnded(currentLocation.pathname),
  )

  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])

  // Loaded with the first unsaved edit, so it is in place before the visitor can leave.
  if (!dirty && blocker.state !== 'blocked') return null
  return (
    <Suspense fallback={null}>
      <LeavePrompt blocker={blocker} />
    </Suspense>
  )
}
