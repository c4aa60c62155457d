import {
  isFieldIssue,
  languageAddress,
  type FieldIssue,
  type Method,
  type RefusalCode,
} from '@sog/contract'
import i18n from 'i18next'

import { paths } from '@/config/paths'
import type { ApiPath } from './route'
import { bearerToken, clearSession, type Role } from '@/lib/session'
import { requestSignIn } from '@/lib/session/expiry'

/**
 * The one client of the server's /api (docs/product.md, "Roles", "Calls" and "Errors"): JSON both
 * ways, the bearer token of the admin session if present, else the dealer session, and a 401
 * under /admin/ or /dealer/ clears that session and goes to its login. Every call names a route
 * of the contract's table (`callApi`, lib/api/call.ts) or reads a path `pathOf` wrote from one
 * (`readApi`), so its path, method, input and answer are the table's
 * (docs/decisions/0161-typed-api-client.md).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `detail`, when it gave one. */
    readonly detail: string | null,
    /** Seconds the server asked to wait (Retry-After), when it did. */
    readonly retryAfter: number | null = null,
    /** For a refused input (400): every invalid field, with its stable code (docs/api.md). */
    readonly issues: FieldIssue[] = [],
    /** For a stale change (409): the record as someone else saved it (docs/api.md, "Versions"). */
    readonly current: unknown = undefined,
    /** The refusal's stable code and its parameters, to say it in the visitor's language. */
    readonly refusal: Refusal | null = null,
  ) {
    super(detail ?? `HTTP ${status}`)
  }
}

export type Refusal = { code: RefusalCode; params: Record<string, string | number> }

/**
 * A refusal's code and parameters, as an answer or a CSV row error carries them. Any code: one
 * the app has no text for shows the detail (`refusalText`); the contract's table of codes stays
 * off the public site's first load.
 */
export function refusalOf(value: { code?: unknown; params?: unknown }): Refusal | null {
  if (typeof value.code !== 'string' || !value.code) return null
  const params = value.params && typeof value.params === 'object' ? value.params : {}
  return { code: value.code as RefusalCode, params: params as Refusal['params'] }
}

/** A refusal in the visitor's language (`refusals.<code>`), or null where the app has no text. */
export function refusalText(refusal: Refusal | null): string | null {
  if (!refusal || !i18n.exists(`refusals.${refusal.code}`, refusal.params)) return null
  return i18n.t(`refusals.${refusal.code}`, refusal.params)
}

type Place = { pathname: string; search: string; hash: string }
type Navigation = { location: () => Place; navigate: (path: string) => void }

let navigation: Navigation = {
  location: () => window.location,
  navigate: (path) => window.location.assign(path),
}

type AppRouter = {
  state: { location: Place }
  navigate: (path: string) => unknown
}

/**
 * The router registers itself here, so a 401 moves within the app (and works in tests). Its
 * state's location holds the language's prefix (the basename), which the app's paths leave out.
 */
export function setNavigation(router: AppRouter): void {
  navigation = {
    location: () => {
      const { pathname, search, hash } = router.state.location
      return { pathname: languageAddress(pathname).path, search, hash }
    },
    navigate: (path) => void router.navigate(path),
  }
}

/**
 * Where the visitor is now, by the router's own state: a component's `useLocation` lags behind
 * it while React renders a navigation in a transition, and a choice made then (a language, say)
 * must act on the page the visitor sees arrive, not on the one they left.
 */
export const currentLocation = (): Place => navigation.location()

/** The signed-in area the visitor is in, whose session a 401 ended. */
function areaRole(): Role | null {
  const path = navigation.location().pathname
  if (path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/dealer/')) return 'dealer'
  return null
}

function leaveArea(role: Role): void {
  clearSession(role)
  navigation.navigate(role === 'admin' ? paths.adminLogin : paths.dealerLogin)
}

type Sent<M> = { method: M; body?: unknown; as?: 'json' | 'file' }

/** The GET a key written by `pathOf` names: an SWR fetcher, its answer typed by the key. */
export const readApi = <A>(path: ApiPath<A, 'GET'>): Promise<A> => sendApi(path, { method: 'GET' })

/**
 * One request of a path `pathOf` wrote, with its route's method (`callApi` in lib/api/call.ts
 * sends a route's call; `readApi` reads a key).
 */
export function sendApi<A, M extends Method>(
  path: ApiPath<A, M>,
  init: Sent<M> & { as: 'file' },
): Promise<Blob>
export function sendApi<A, M extends Method>(path: ApiPath<A, M>, init: Sent<M>): Promise<A>
export async function sendApi<A, M extends Method>(
  path: ApiPath<A, M>,
  init: Sent<M>,
): Promise<A | Blob> {
  try {
    return await request<A>(path, init)
  } catch (error) {
    // A session that ended while someone worked: sign in again over the screen, then the same
    // call once more, so a save is not lost (docs/product.md, "Sessions"). Sign-in calls
    // themselves answer 401 for a wrong password and are left alone.
    const role = areaRole()
    if (!(error instanceof ApiError) || error.status !== 401 || !role || path.startsWith('/auth/'))
      throw error
    if (!(await requestSignIn(role, 'refused'))) {
      leaveArea(role)
      throw error
    }
    return request<A>(path, init)
  }
}

/**
 * One GET without the 401 flow, for a call started ahead of its screen (lib/page/preload.ts): if it
 * fails, the screen makes the call again through `readApi`.
 */
export const apiAhead = <A>(path: ApiPath<A, 'GET'>): Promise<A> =>
  request<A>(path, { method: 'GET' })

async function request<T>(path: string, init: Sent<string>): Promise<T> {
  const headers: Record<string, string> = {
    accept: init.as === 'file' ? 'text/csv, application/json' : 'application/json',
  }
  const token = bearerToken()
  if (token) headers.authorization = `Bearer ${token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`/api${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  // A file's bytes as sent: decoding them as text would drop a byte-order mark.
  if (response.ok && init.as === 'file') return (await response.blob()) as T
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null)
  if (response.ok) return payload as T
  const { detail, errors, current, code, params } = (payload ?? {}) as {
    detail?: unknown
    errors?: unknown
    current?: unknown
    code?: unknown
    params?: unknown
  }
  const retryAfter = Number(response.headers.get('retry-after'))
  throw new ApiError(
    response.status,
    typeof detail === 'string' && detail ? detail : null,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    Array.isArray(errors) ? errors.filter(isFieldIssue) : [],
    response.status === 409 ? current : undefined,
    refusalOf({ code, params }),
  )
}

/**
 * docs/product.md, "Errors": the server's refusal in the visitor's language where it has a code
 * (issue 30), else its detail; otherwise the screen's own fallback text. A network failure's
 * message ("Failed to fetch") is browser jargon, so it also gets the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  return refusalText(error.refusal) ?? error.detail ?? fallback
}

/** The same for a refusal as its answer carried it (a form posted without the app). */
export function answerMessage(
  answer: { code?: unknown; params?: unknown; detail: string | null },
  fallback: string,
): string {
  return refusalText(refusalOf(answer)) ?? answer.detail ?? fallback
}
