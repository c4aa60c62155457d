import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'

import { useConfirmLeave } from './unsaved-dialog'

export type EditingRow<Id> = {
  /** The row whose form is open, or null. */
  editingId: Id | null
  /** Opens another row's form in place of the open one, asking first when that one holds edits. */
  edit: (id: Id) => Promise<void>
  /** Closes the open row's form (after a save, Cancel or Escape): what it held is dropped. */
  close: () => void
  /** Told by the open row's form whether it holds edits not yet saved (false once it closes). */
  onDirtyChange: (dirty: boolean) => void
  /**
   * Resolves true when whatever would drop the open row's form (another tab, page, filter,
   * order or search) may go ahead: nothing is typed there, or the person chose to leave it,
   * and then the form is closed. False when they stay: the caller changes nothing.
   */
  leaveOpenRow: () => Promise<boolean>
  /** The question, to render. */
  dialog: ReactNode
}

/**
 * One row of a list open for editing at a time (docs/product.md, "Unsaved changes"): anything
 * that would drop the open row's typed values asks first with the question leaving the screen
 * asks, and staying keeps the row as typed.
 */
export function useEditingRow<Id>(): EditingRow<Id> {
  const [editingId, setEditingId] = useState<Id | null>(null)
  const dirty = useRef(false)
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value
  }, [])
  const [dialog, confirmLeave] = useConfirmLeave()
  const leaveOpenRow = useCallback(async () => {
    if (dirty.current && !(await confirmLeave())) return false
    setEditingId(null)
    return true
  }, [confirmLeave])
  const edit = useCallback(
    async (id: Id) => {
      if (id !== editingId && !(await leaveOpenRow())) return
      setEditingId(id)
    },
    [editingId, leaveOpenRow],
  )
  const close = useCallback(() => setEditingId(null), [])
  return useMemo(
    () => ({ editingId, edit, close, onDirtyChange, leaveOpenRow, dialog }),
    [editingId, edit, close, onDirtyChange, leaveOpenRow, dialog],
  )
}
