import type { AdminSession } from '@/lib/session'
import { STORAGE_KEYS } from '@/lib/storage'

/** A stored admin session, so the guarded admin screens open in tests. */
export const adminSession: AdminSession = {
  adminId: 1,
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin',
  access_token: 'admin-token',
  token_type: 'bearer',
  loginTime: 1_700_000_000_000,
}

/** `renderApp`'s `storage` option for a logged-in administrator. */
export const asAdmin = { [STORAGE_KEYS.adminSession]: adminSession }
