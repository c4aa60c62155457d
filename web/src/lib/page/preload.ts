import { ApiError, apiAhead } from '@/lib/api/api-client'
import type { ApiPath } from '@/lib/api/route'
import { currentSession, type Role } from '@/lib/session'
import { tokenExpiry } from '@/lib/session/expiry'

/**
 * A signed-in screen's request started as its route is entered, beside the download of the
 * screen's code instead of after it (a route loader, app/router.tsx;
 * docs/decisions/0128-route-loaders.md). The screen's fetcher (`withPreloaded`) takes the answer
 * over on its first fetch of the same key.
 *
 * Not SWR's `preload`: an early call runs before the signed-in area is on screen, so a refused
 * token cannot yet be asked for again over it. The early call is therefore a plain one
 * (`apiAhead`), and when it is refused (401) the screen makes the call itself, with the whole
 * 401 flow; any other failure is the screen's as it came. An
 * answer nobody took within FRESH_MS is dropped rather than served to a later fetch.
 */
const FRESH_MS = 10_000

const started = new Map<string, { answer: Promise<unknown>; at: number }>()

export function preloadAnswer(key: ApiPath<unknown, 'GET'>, now = Date.now()): void {
  const known = started.get(key)
  if (known && now - known.at < FRESH_MS) return
  const answer = apiAhead(key)
  // A failure is the screen's to meet, when its fetch takes the answer.
  answer.catch(() => undefined)
  started.set(key, { answer, at: now })
}

/** A screen's fetcher that first takes the answer its route's loader started for the key. */
export function withPreloaded<F extends (key: ApiPath<never, 'GET'>) => Promise<unknown>>(
  fetcher: F,
): F {
  return ((key: ApiPath<never, 'GET'>) => {
    const early = started.get(key)
    started.delete(key)
    if (!early || Date.now() - early.at >= FRESH_MS) return fetcher(key)
    return early.answer.catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return fetcher(key)
      throw error
    })
  }) as F
}

/**
 * Whether the role's stored session can still be used now. Without one the area's guard sends
 * to the login, and an ended one is asked for again by the area itself (use-session-renewal):
 * an early call would only be refused.
 */
export function hasLiveSession(role: Role, now = Date.now()): boolean {
  const token = currentSession(role)?.access_token
  if (!token) return false
  const expiry = tokenExpiry(token)
  return expiry === null || expiry > now
}
