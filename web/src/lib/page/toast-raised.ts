import { createStore, useStore } from '@/lib/storage/store'

/**
 * Whether the page has raised a toast yet. The toaster mounts with the first one, so a page
 * that never raises one (most public pages) loads and starts none of it
 * (docs/decisions/0086-first-load-lean.md). The server never raises one: its HTML and hydration
 * start from false.
 */
const raised = createStore({ read: () => false })

export const markToastRaised = (): void => {
  if (!raised.get()) raised.set(true)
}

export const useToastRaised = (): boolean => useStore(raised)
