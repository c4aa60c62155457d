import type { APIRequestContext, APIResponse } from '@playwright/test'

import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'

export const ADMIN = { username: 'admin', password: 'admin123' }
/** The seed's dealer accounts all use this password (README, local use only). */
export const DEALER_PASSWORD = 'dealer123'

/**
 * Reads back what the server stored, as an administrator through the spec's /api, so a
 * journey proves more than what the screen shows.
 */
export class AdminApi {
  constructor(
    private readonly request: APIRequestContext,
    /** Payload's token: `/cms/api` takes it as `Authorization: JWT …`. */
    readonly token: string,
  ) {}

  static async login(request: APIRequestContext): Promise<AdminApi> {
    const login = await json<ApiAdminLogin>(
      await request.post('/api/auth/admin/login', { data: ADMIN }),
    )
    return new AdminApi(request, login.access_token)
  }

  private headers() {
    return { authorization: `Bearer ${this.token}` }
  }

  async get<T>(path: string): Promise<T> {
    return json<T>(await this.request.get(`/api${path}`, { headers: this.headers() }))
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    return json<T>(await this.request.post(`/api${path}`, { headers: this.headers(), data }))
  }

  async put<T>(path: string, data: unknown): Promise<T> {
    return json<T>(await this.request.put(`/api${path}`, { headers: this.headers(), data }))
  }

  async delete(path: string): Promise<void> {
    await json(await this.raw('DELETE', path))
  }

  /** The bare response, for refusals a test expects. */
  raw(method: string, path: string, data?: unknown): Promise<APIResponse> {
    return this.request.fetch(`/api${path}`, { method, headers: this.headers(), data })
  }
}

export async function dealerLogin(
  request: APIRequestContext,
  username: string,
  password = DEALER_PASSWORD,
): Promise<ApiDealerLogin> {
  return json<ApiDealerLogin>(
    await request.post('/api/auth/dealer/login', { data: { username, password } }),
  )
}

export async function adminLogin(request: APIRequestContext): Promise<ApiAdminLogin> {
  return json<ApiAdminLogin>(await request.post('/api/auth/admin/login', { data: ADMIN }))
}

async function json<T>(response: APIResponse): Promise<T> {
  const text = await response.text()
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${text}`)
  return (text ? JSON.parse(text) : null) as T
}
