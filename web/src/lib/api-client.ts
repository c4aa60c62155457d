import { readStored, removeStored, STORAGE_KEYS } from './storage'

/**
 * The one client of the server's /api (SPEC.md sections 6–8): JSON both ways, the bearer token
 * of the admin session if present, else the dealer session, and a 401 under /admin/ or
 * /dealer/ clears that session and goes to its login.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type Session = { access_token: string }
const isSession = (value: unknown): value is Session =>
  typeof value === 'object' && value !== null && typeof (value as Session).access_token === 'string'

function bearerToken(): string | null {
  const admin = readStored(STORAGE_KEYS.adminSession, isSession, null)
  const dealer = readStored(STORAGE_KEYS.dealerSession, isSession, null)
  return admin?.access_token ?? dealer?.access_token ?? null
}

let onUnauthorized: (loginPath: string) => void = (loginPath) => window.location.assign(loginPath)

/** The router registers its navigation here, so a 401 moves within the app. */
export function setUnauthorizedHandler(handler: (loginPath: string) => void): void {
  onUnauthorized = handler
}

function handleUnauthorized(): void {
  const path = window.location.pathname
  if (path.startsWith('/admin/')) {
    removeStored(STORAGE_KEYS.adminSession)
    onUnauthorized('/admin/login')
  } else if (path.startsWith('/dealer/')) {
    removeStored(STORAGE_KEYS.dealerSession)
    onUnauthorized('/dealer/login')
  }
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = bearerToken()
  if (token) headers.authorization = `Bearer ${token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  })
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as T
  if (response.status === 401) handleUnauthorized()
  const detail = (payload as { detail?: unknown } | null)?.detail
  throw new ApiError(response.status, typeof detail === 'string' ? detail : response.statusText)
}

/** SPEC.md section 8: the server's detail, then the error's own message, then the fallback. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof Error && error.message) return error.message
  return fallback
}
