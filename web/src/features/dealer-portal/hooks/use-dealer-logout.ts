import { useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { clearDealerSession } from '@/lib/session'
import { logoutDealer } from '../api/logout-dealer'

/** docs/product.md, "Screens": the server is told, then the session ends whatever it answered. */
export function useDealerLogout() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    setBusy(true)
    try {
      await logoutDealer()
    } catch {
      // An expired token or a server outage must not keep the dealer logged in.
    }
    clearDealerSession()
    void navigate(paths.dealerLogin, { replace: true })
  }

  return { busy, logout }
}
