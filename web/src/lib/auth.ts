import type { Credentials } from '@sog/contract'
import { useNavigate } from 'react-router-dom'
import useSWRMutation from 'swr/mutation'

import { paths } from '@/config/paths'
import { api } from './api-client'
import { clearSession, saveSession, type Logins, type Role } from './session'

/** Where each role signs in, and where it works once signed in (docs/product.md, "Screens"). */
export const ROLE_PATHS = {
  admin: { login: paths.adminLogin, home: paths.adminDashboard },
  dealer: { login: paths.dealerLogin, home: paths.dealerDashboard },
} as const satisfies Record<Role, { login: string; home: string }>

/** POST /auth/{role}/login; the answer becomes the role's stored session. */
export function useSignIn(role: Role) {
  const key: string = `/auth/${role}/login`
  return useSWRMutation(key, async (path: string, { arg }: { arg: Credentials }) => {
    saveSession(role, await api<Logins[Role]>(path, { method: 'POST', body: arg }))
  })
}

/**
 * docs/product.md, "Screens": the server is told (so a copied token stops working too), then the
 * session ends whatever it answered and the role's login opens.
 */
export function useSignOut(role: Role) {
  const navigate = useNavigate()
  const key: string = `/auth/${role}/logout`
  const { trigger, isMutating } = useSWRMutation(key, async (path: string) => {
    try {
      await api<unknown>(path, { method: 'POST' })
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
