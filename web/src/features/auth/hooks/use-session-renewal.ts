import { useEffect } from 'react'

import { callApi } from '@/lib/api/call'
import { refreshSession } from '@/lib/api/routes'
import { clearSession, replaceToken, useSession, type Role } from '@/lib/session'
import { requestSignIn, tokenExpiry } from '@/lib/session/expiry'

/** How often the session is looked at, and what counts as someone being at work. */
export const RENEWAL_CHECK_MS = 60_000
export const ACTIVE_WITHIN_MS = 15 * 60_000
/** A token is renewed once less than this much of its life is left. */
const RENEW_BEFORE_MS = 30 * 60_000

/**
 * While someone works in the admin area or the dealer portal, their session is renewed before it
 * ends, so hours of work never end in a surprise sign-out; a screen opened with a token that has
 * already ended says so at once, before anything is typed (docs/product.md, "Sessions").
 */
export function useSessionRenewal(role: Role, now: () => number = Date.now) {
  const token = useSession(role)?.access_token
  useEffect(() => {
    if (!token) return
    const expiry = tokenExpiry(token)
    if (expiry !== null && expiry <= now()) {
      // Giving up ends the session here too; the area's guard then opens the login.
      void requestSignIn(role, 'expired').then((signedIn) => {
        if (!signedIn) clearSession(role)
      })
      return
    }
    let lastActive = now()
    const active = () => {
      lastActive = now()
    }
    const events = ['keydown', 'pointerdown', 'input'] as const
    events.forEach((name) => window.addEventListener(name, active, { passive: true }))
    const timer = window.setInterval(() => {
      if (expiry === null || now() - lastActive > ACTIVE_WITHIN_MS) return
      if (expiry - now() > RENEW_BEFORE_MS) return
      callApi(refreshSession)
        .then((renewed) => replaceToken(role, renewed.access_token))
        .catch(() => {
          // Not renewed (the server is away, or the session ended): the next refused call asks.
        })
    }, RENEWAL_CHECK_MS)
    return () => {
      window.clearInterval(timer)
      events.forEach((name) => window.removeEventListener(name, active))
    }
  }, [role, token, now])
}
