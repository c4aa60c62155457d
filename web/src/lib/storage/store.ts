import { useSyncExternalStore } from 'react'

export type Store<T> = {
  get: () => T
  /** Replaces the value, writes it through and re-renders every subscriber. */
  set: (next: T) => void
  /** Reads the value from its source again (another tab, or a test that seeded storage). */
  reload: () => void
  subscribe: (listener: () => void) => () => void
}

type Source<T> = { read: () => T; write?: (value: T) => void }

/**
 * One value shared by every screen that shows it: the two sessions, the saved lists and the
 * selected country (docs/product.md, "Data"). A change notifies every subscriber at once.
 */
export function createStore<T>({ read, write }: Source<T>): Store<T> {
  const listeners = new Set<() => void>()
  let value = read()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    get: () => value,
    set: (next) => {
      value = next
      write?.(next)
      notify()
    },
    reload: () => {
      value = read()
      notify()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * The store's current value; the component re-renders when it changes. `rendered`: the value
 * the server rendered the page with, which hydration starts from
 * (docs/decisions/0059-rendered-pages.md).
 */
export const useStore = <T>(store: Store<T>, rendered: () => T = store.get): T =>
  useSyncExternalStore(store.subscribe, store.get, rendered)
