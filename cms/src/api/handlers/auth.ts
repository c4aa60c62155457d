import type { Credentials } from '@sog/contract'
import { createLocalReq, logoutOperation, refreshOperation } from 'payload'

import { INVALID_LOGIN_MESSAGE } from '@/lib/login-lock'
import type { HandlerContext, Handlers } from '../context'
import { HttpError } from '../http'

/**
 * Logins are counted and throttled at the front server's door, before a password is looked at
 * (docs/decisions/0044-login-throttle.md); a wrong one is Payload's uniform 401.
 */
function login<C extends 'admins' | 'dealers'>(
  { payload }: HandlerContext,
  collection: C,
  data: Credentials,
) {
  return payload.login({ collection, data })
}

/** Ends the session behind this token: the token is refused from now on. */
async function logout({ payload, user }: HandlerContext, slug: 'admins' | 'dealers') {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await logoutOperation({ collection: payload.collections[slug], req })
  return { detail: 'Logged out' }
}

export const authHandlers = {
  loginDealer: async (context) => {
    const { user, token } = await login(context, 'dealers', context.body)
    if (!token || !user) throw new HttpError(401, INVALID_LOGIN_MESSAGE)
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
    const { user, token } = await login(context, 'admins', context.body)
    if (!token || !user) throw new HttpError(401, INVALID_LOGIN_MESSAGE)
    if (user.role !== 'admin') {
      throw new HttpError(
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

  /**
   * Keeps an active user's session alive (docs/api.md, "Sessions"): the same session gets a
   * later expiry and a fresh token; the account's version does not move.
   */
  refreshSession: async ({ payload, user }) => {
    const collection = payload.collections[user!.collection]
    const req = await createLocalReq({ user: user ?? undefined }, payload)
    const { refreshedToken, exp } = await refreshOperation({ collection, req })
    return { access_token: refreshedToken, token_type: 'bearer' as const, exp }
  },

  logoutAdmin: (context) => logout(context, 'admins'),
  logoutDealer: (context) => logout(context, 'dealers'),
} satisfies Partial<Handlers>
