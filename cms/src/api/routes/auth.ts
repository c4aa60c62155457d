import { createLocalReq, LockedAuth, logoutOperation, type Payload } from 'payload'

import type { RequestContext } from '../context'
import { requireAdmin, requireUser } from '../guards'
import { ApiError, json, readJsonObject } from '../http'
import { requiredString } from '../input'
import { lockedMessage } from '@/lib/login-lock'
import { enforceRateLimit } from '../rate-limit'
import type { Route } from '../router'
import type { ApiDealerLogin, ApiAdminLogin } from '../types'

const LOGIN_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }

async function credentials(request: Request) {
  const body = await readJsonObject(request)
  const username = requiredString(body, 'username').trim()
  const password = requiredString(body, 'password')
  enforceRateLimit(request, 'login', LOGIN_LIMIT)
  return { username, password }
}

/**
 * Payload refuses a locked account with a generic 401; the caller is told it is locked and for
 * how long instead (423, with Retry-After), so a person knows that waiting, not retyping, helps.
 */
async function lockedAnswer(
  payload: Payload,
  collection: 'admins' | 'dealers',
  username: string,
): Promise<Response> {
  const name = username.toLowerCase()
  const { docs } = await payload.find({
    collection,
    where: { or: [{ username: { equals: name } }, { email: { equals: name } }] },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    limit: 1,
  })
  const lockUntil = new Date(docs[0]?.lockUntil ?? Date.now())
  const seconds = Math.max(1, Math.ceil((lockUntil.getTime() - Date.now()) / 1000))
  return json(
    { detail: lockedMessage(lockUntil) },
    { status: 423, headers: { 'retry-after': String(seconds) } },
  )
}

async function login<C extends 'admins' | 'dealers'>(
  payload: Payload,
  collection: C,
  data: { username: string; password: string },
) {
  try {
    return await payload.login({ collection, data })
  } catch (error) {
    if (error instanceof LockedAuth) return lockedAnswer(payload, collection, data.username)
    throw error
  }
}

async function dealerLogin({ request, payload }: RequestContext): Promise<Response> {
  const result = await login(payload, 'dealers', await credentials(request))
  if (result instanceof Response) return result
  const { user, token } = result
  if (!token || !user) throw new ApiError(401, 'Login failed')
  const body: ApiDealerLogin = {
    dealer: {
      dealer_id: user.id,
      name: user.name,
      username: user.username ?? '',
      country: user.country,
      city: user.city,
    },
    access_token: token,
    token_type: 'bearer',
  }
  return json(body)
}

async function adminLogin({ request, payload }: RequestContext): Promise<Response> {
  const result = await login(payload, 'admins', await credentials(request))
  if (result instanceof Response) return result
  const { user, token } = result
  if (!token || !user) throw new ApiError(401, 'Login failed')
  if (user.role !== 'admin') {
    throw new ApiError(
      403,
      'This account manages content in the panel at /cms, not the administration area',
    )
  }
  const body: ApiAdminLogin = {
    admin: { admin_id: user.id, username: user.username ?? '', email: user.email, role: user.role },
    access_token: token,
    token_type: 'bearer',
  }
  return json(body)
}

/** Ends the session behind this token: the token is refused from now on. */
async function logout(
  { payload, user }: RequestContext,
  slug: 'admins' | 'dealers',
): Promise<Response> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await logoutOperation({ collection: payload.collections[slug], req })
  return json({ detail: 'Logged out' })
}

export const authRoutes: Route[] = [
  { method: 'POST', path: '/auth/dealer/login', handler: dealerLogin },
  { method: 'POST', path: '/auth/admin/login', handler: adminLogin },
  {
    method: 'POST',
    path: '/auth/admin/logout',
    handler: async (context) => {
      requireAdmin(context.user)
      return logout(context, 'admins')
    },
  },
  {
    method: 'POST',
    path: '/auth/dealer/logout',
    handler: async (context) => {
      const user = requireUser(context.user)
      if (user.collection !== 'dealers') throw new ApiError(403, 'Not a dealer session')
      return logout(context, 'dealers')
    },
  },
]

export type { ApiDealerLogin, ApiAdminLogin }
