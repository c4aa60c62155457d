import { useCallback, useEffect, useRef, useState } from 'react'

import { createStore, useStore } from '@/lib/storage/store'

/** The forms on screen that hold edits not yet saved (docs/product.md, "Unsaved changes"). */
const dirtyForms = createStore<ReadonlySet<symbol>>({ read: () => new Set() })

const without = (id: symbol) => {
  const next = new Set(dirtyForms.get())
  if (next.delete(id)) dirtyForms.set(next)
}

/** Whether any form on screen holds unsaved edits; read when a navigation starts. */
export const hasUnsavedChanges = (): boolean => dirtyForms.get().size > 0

export const useHasUnsavedChanges = (): boolean => useStore(dirtyForms).size > 0

/**
 * Registers a form's unsaved edits with the app's one guard while `dirty`. Returns `saved`, for
 * a form that leaves the screen once saved: it stops guarding at once, before that navigation.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const [id] = useState(() => Symbol('form'))
  const done = useRef(false)
  useEffect(() => {
    if (!dirty || done.current) return
    dirtyForms.set(new Set(dirtyForms.get()).add(id))
    return () => without(id)
  }, [dirty, id])
  return useCallback(() => {
    done.current = true
    without(id)
  }, [id])
}
