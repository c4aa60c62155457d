import type { AdminSession } from '@/lib/session'

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
