import { useSyncExternalStore } from 'react'

import { isStringList, readStored, writeStored, type StorageKey } from './storage'

export type StoredList = {
  read: () => readonly string[]
  /** Adds an id; returns false when it was already there or the list is full. */
  add: (id: string) => boolean
  remove: (id: string) => void
  toggle: (id: string) => void
  clear: () => void
  /** Reads the list from storage again (another tab, or a test that seeded storage). */
  reload: () => void
  useIds: () => readonly string[]
}

/**
 * A saved list of firearm ids shared by every screen that shows it (header badges, cards, pages):
 * distinct ids, optionally capped, written through to localStorage on each change.
 */
export function createStoredList(key: StorageKey, max = Infinity): StoredList {
  const listeners = new Set<() => void>()
  const distinct = (ids: string[]) => [...new Set(ids)].slice(0, max)
  const stored = () => distinct(readStored(key, isStringList, []))
  let ids: readonly string[] = stored()

  const set = (next: readonly string[]) => {
    ids = next
    writeStored(key, next)
    listeners.forEach((listener) => listener())
  }
  const add = (id: string) => {
    if (ids.includes(id) || ids.length >= max) return false
    set([...ids, id])
    return true
  }
  const remove = (id: string) => set(ids.filter((item) => item !== id))
  return {
    read: () => ids,
    add,
    remove,
    toggle: (id) => (ids.includes(id) ? remove(id) : void add(id)),
    clear: () => set([]),
    reload: () => {
      ids = stored()
      listeners.forEach((listener) => listener())
    },
    useIds: () =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        () => ids,
      ),
  }
}
