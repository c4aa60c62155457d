import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'

import { DEFAULT_ADMIN } from '@/launcher/runtime-env'

export type ApiResult<T> = { status: number; body: T }

/**
 * One JSON call to a launched server, as the SPA makes it: bearer token, JSON body. Each call
 * comes from its own client address, so per-client rate limits stay out of unrelated tests.
 */
export async function apiCall<T = { detail: string }>(
  baseUrl: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** `apiCall` bound to a server that a test file starts in `beforeAll`. */
export function apiClient(baseUrl: () => string) {
  return <T = { detail: string }>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown },
  ): Promise<ApiResult<T>> => apiCall<T>(baseUrl(), method, path, options)
}

/** A GET whose answer is text (the CSV exports), with its content type. */
export async function apiText(
  baseUrl: string,
  path: string,
  token?: string,
): Promise<ApiResult<string> & { type: string | null; disposition: string | null }> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
  }
}

/** The first admin's bearer token on a launched server. */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const login = await apiCall<ApiAdminLogin>(baseUrl, 'POST', '/api/auth/admin/login', {
    body: DEFAULT_ADMIN,
  })
  return login.body.access_token
}

/** A sample dealer's sign-in (the first one unless named) on a launched server. */
export async function signInDealer(
  baseUrl: string,
  username = SAMPLE_DEALERS[0]!.username,
): Promise<ApiDealerLogin> {
  const login = await apiCall<ApiDealerLogin>(baseUrl, 'POST', '/api/auth/dealer/login', {
    body: { username, password: SAMPLE_DEALER_PASSWORD },
  })
  return login.body
}
