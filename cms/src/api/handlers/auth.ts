import type { Credentials } from '@sog/contract'
import { createLocalReq, LockedAuth, logoutOperation, type Payload } from 'payload'

import { lockedMessage } from '@/lib/login-lock'
import type { HandlerContext, Handlers } from '../context'
import { ApiError, json } from '../http'
import { enforceRateLimit } from '../rate-limit'

const LOGIN_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }

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
  { payload, request }: HandlerContext,
  collection: C,
  data: Credentials,
) {
  enforceRateLimit(request, 'login', LOGIN_LIMIT)
  try {
    return await payload.login({ collection, data })
  } catch (error) {
    if (error instanceof LockedAuth) return lockedAnswer(payload, collection, data.username)
    throw error
  }
}

/** Ends the session behind this token: the token is refused from now on. */
async function logout({ payload, user }: HandlerContext, slug: 'admins' | 'dealers') {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await logoutOperation({ collection: payload.collections[slug], req })
  return { detail: 'Logged out' }
}

export const authHandlers = {
  loginDealer: async (context) => {
    const result = await login(context, 'dealers', context.body)
    if (result instanceof Response) return result
    const { user, token } = result
    if (!token || !user) throw new ApiError(401, 'Login failed')
    return {
      dealer: {
        dealer_id: user.id,
        name: user.name,
        username: user.username ?? '',
        country: user.country,
        city: user.city,
      },
      access_token: token,
      token_type: 'bearer' as const,
    }
  },

  loginAdmin: async (context) => {
    const result = await login(context, 'admins', context.body)
    if (result instanceof Response) return result
    const { user, token } = result
    if (!token || !user) throw new ApiError(401, 'Login failed')
    if (user.role !== 'admin') {
      throw new ApiError(
        403,
        'This account manages content in the panel at /cms, not the administration area',
      )
    }
    return {
      admin: {
        admin_id: user.id,
        username: user.username ?? '',
        email: user.email,
        role: user.role,
      },
      access_token: token,
      token_type: 'bearer' as const,
    }
  },

  logoutAdmin: (context) => logout(context, 'admins'),
  logoutDealer: (context) => logout(context, 'dealers'),
} satisfies Partial<Handlers>
