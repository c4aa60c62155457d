import type { Credentials } from '@sog/contract'
import { useNavigate } from 'react-router-dom'
import useSWRMutation from 'swr/mutation'

import { paths } from '@/config/paths'
import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import * as route from '@/lib/api/routes'
import { clearSession, saveSession, type Logins, type Role } from './index'

/** Where each role signs in, and where it works once signed in (docs/product.md, "Screens"). */
export const ROLE_PATHS = {
  admin: { login: paths.adminLogin, home: paths.adminDashboard },
  dealer: { login: paths.dealerLogin, home: paths.dealerDashboard },
} as const satisfies Record<Role, { login: string; home: string }>

/** Each role's sign-in and sign-out (POST /auth/{role}/login, /auth/{role}/logout). */
const ROLE_ROUTES = {
  admin: { login: route.loginAdmin, logout: route.logoutAdmin },
  dealer: { login: route.loginDealer, logout: route.logoutDealer },
} as const

/** POST /auth/{role}/login; the answer becomes the role's stored session. */
export function useSignIn(role: Role) {
  const login = ROLE_ROUTES[role].login
  return useSWRMutation(pathOf(login), async (_path: string, { arg }: { arg: Credentials }) => {
    const session: Logins[Role] = await callApi(login, { body: arg })
    saveSession(role, session)
  })
}

/**
 * docs/product.md, "Screens": the server is told (so a copied token stops working too), then the
 * session ends whatever it answered and the role's login opens.
 */
export function useSignOut(role: Role) {
  const navigate = useNavigate()
  const logout = ROLE_ROUTES[role].logout
  const { trigger, isMutating } = useSWRMutation(pathOf(logout), async () => {
    try {
      await callApi(logout)
    } catch {
      // An expired token or a server outage must not keep anyone signed in.
    }
    clearSession(role)
  })
  const signOut = async () => {
    await trigger()
    void navigate(ROLE_PATHS[role].login, { replace: true })
  }
  return { busy: isMutating, signOut }
}
