import type { Role } from './index'
import { createStore, useStore } from '@/lib/storage/store'

/**
 * A session that ends while someone works (docs/product.md, "Sessions"): instead of leaving the
 * screen, the app asks for the password again over it and carries on. Whoever needs a session
 * again (a refused save, a screen opened with an expired token) waits here; the sign-in dialog
 * settles every waiter at once.
 */
export type SignInRequest = { role: Role; reason: 'expired' | 'refused' }

const request = createStore<SignInRequest | null>({ read: () => null })
let waiters: ((signedIn: boolean) => void)[] = []
let dialogs = 0

/** The sign-in dialog announces itself; without one on the page nobody could answer. */
export function registerSignInDialog(): () => void {
  dialogs += 1
  return () => {
    dialogs -= 1
    // The signed-in area closed with the question open: nobody is left to answer it.
    if (dialogs === 0 && request.get()) settleSignIn(false)
  }
}

/** Opens the sign-in dialog (once for all waiters); true when the person signed in again. */
export function requestSignIn(role: Role, reason: SignInRequest['reason']): Promise<boolean> {
  if (dialogs === 0) return Promise.resolve(false)
  return new Promise((resolve) => {
    waiters.push(resolve)
    if (!request.get()) request.set({ role, reason })
  })
}

/** The dialog's answer: signed in again, or gave up (then the role's login opens). */
export function settleSignIn(signedIn: boolean): void {
  const settled = waiters
  waiters = []
  request.set(null)
  settled.forEach((resolve) => resolve(signedIn))
}

export const useSignInRequest = () => useStore(request)

/** When a token stops working (ms since the epoch), read from its own `exp`; null if unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    const { exp } = JSON.parse(json) as { exp?: unknown }
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}
