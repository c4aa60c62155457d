import { Outlet } from 'react-router-dom'

import { RequireAdmin, RequireDealer } from '@/components/guards/require-session'
import type { Role } from '@/lib/session'
import { useSessionRenewal } from '../hooks/use-session-renewal'
import { SessionDialog } from './session-dialog'

function Area({ role }: { role: Role }) {
  useSessionRenewal(role)
  return (
    <>
      <Outlet />
      <SessionDialog role={role} />
    </>
  )
}

/** Every admin or dealer screen: a stored session, kept alive, asked for again when it ends. */
export function SignedInArea({ role }: { role: Role }) {
  const Guard = role === 'admin' ? RequireAdmin : RequireDealer
  return (
    <Guard>
      <Area role={role} />
    </Guard>
  )
}
