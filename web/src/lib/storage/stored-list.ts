import { useAppRuns } from '@/lib/page/before-the-app'
import { createStore, useStore } from './store'
import { isStringList, readStored, writeStored, type StorageKey } from './keys'

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
  /**
   * Whether the browser's list has been read: false on the server and while hydrating, whose
   * empty list is not the visitor's (a page must not say "no favourites" before it knows).
   */
  useIsRead: () => boolean
}

/**
 * A saved list of firearm ids shared by every screen that shows it (header badges, cards, pages):
 * distinct ids, optionally capped, written through to localStorage on each change.
 */
const NONE: readonly string[] = []

export function createStoredList(key: StorageKey, max = Infinity): StoredList {
  // An empty list is always NONE, the value hydration starts from, so a visitor without saved
  // ids costs no re-render of every card's buttons after hydration.
  const distinct = (ids: string[]) => (ids.length ? [...new Set(ids)].slice(0, max) : NONE)
  const store = createStore<readonly string[]>({
    read: () => distinct(readStored(key, isStringList, [])),
    write: (ids) => writeStored(key, ids),
  })
  const add = (id: string) => {
    const ids = store.get()
    if (ids.includes(id) || ids.length >= max) return false
    store.set([...ids, id])
    return true
  }
  const remove = (id: string) => store.set(store.get().filter((item) => item !== id))
  return {
    read: store.get,
    add,
    remove,
    toggle: (id) => (store.get().includes(id) ? remove(id) : void add(id)),
    clear: () => store.set(NONE),
    reload: store.reload,
    // The server knows no saved lists: its HTML, and hydration, show them empty.
    useIds: () => useStore(store, () => NONE),
    useIsRead: useAppRuns,
  }
}
