import type { PayloadRequest } from 'payload'

/**
 * Who is calling, decided once. An inactive dealer counts as nobody: its account stays in the
 * database, but its tokens open nothing.
 */
type User = PayloadRequest['user']

export function isAdminUser(user: User): boolean {
  return user?.collection === 'admins' && user.role === 'admin'
}

export function isStaffUser(user: User): boolean {
  return user?.collection === 'admins'
}

export function activeDealerId(user: User): number | null {
  return user?.collection === 'dealers' && user.isActive !== false ? user.id : null
}
