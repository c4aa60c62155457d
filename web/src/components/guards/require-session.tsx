import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useSession } from '@/lib/session'

/**
 * docs/product.md, "Roles": dealer and admin screens need a stored session, else they go to the
 * matching login (a corrupt session is removed while reading). The server checks every call
 * again; this only spares the visitor a screen of errors.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const session = useSession('admin')
  const location = useLocation()
  if (!session)
    return <Navigate to={paths.adminLogin} replace state={{ from: location.pathname }} />
  return children ?? <Outlet />
}

export function RequireDealer({ children }: { children?: ReactNode }) {
  const session = useSession('dealer')
  const location = useLocation()
  if (!session)
    return <Navigate to={paths.dealerLogin} replace state={{ from: location.pathname }} />
  return children ?? <Outlet />
}
