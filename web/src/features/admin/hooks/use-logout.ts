import { useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { clearAdminSession } from '@/lib/session'
import { logoutAdmin } from '../api/logout-admin'

/** docs/product.md, "Screens": the server is told, then the session ends whatever it answered. */
export function useLogout() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    setBusy(true)
    try {
      await logoutAdmin()
    } catch {
      // An expired token or a server outage must not keep the administrator logged in.
    }
    clearAdminSession()
    void navigate(paths.adminLogin, { replace: true })
  }

  return { busy, logout }
}
