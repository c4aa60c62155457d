import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'

import { toAdminSession, toDealerSession, type AdminSession, type DealerSession } from './shapes'
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@/lib/storage/keys'
import { createStore, useStore, type Store } from '@/lib/storage/store'

export type { AdminSession, DealerSession }

/** The two signed-in roles of docs/product.md, "Roles": each has its own login and session. */
export type Role = 'admin' | 'dealer'
type Sessions = { admin: AdminSession; dealer: DealerSession }
/** The server's answer to each role's login. */
export type Logins = { admin: ApiAdminLogin; dealer: ApiDealerLogin }

type Fields<T> = { [K in keyof T]: 'string' | 'number' }

function hasFields<T>(fields: Fields<T>) {
  return (value: unknown): value is T =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(fields).every(
      ([key, type]) => typeof (value as Record<string, unknown>)[key] === type,
    )
}

const isDealerSession = hasFields<DealerSession>({
  dealerId: 'number',
  dealerName: 'string',
  username: 'string',
  country: 'string',
  city: 'string',
  access_token: 'string',
  token_type: 'string',
  loginTime: 'number',
})

const isAdminSession = hasFields<AdminSession>({
  adminId: 'number',
  username: 'string',
  email: 'string',
  role: 'string',
  access_token: 'string',
  token_type: 'string',
  loginTime: 'number',
})

/** A corrupt entry is removed by `readStored`, so the guard then redirects (docs/product.md, "Errors"). */
function storedSession<T>(
  key: typeof STORAGE_KEYS.adminSession | typeof STORAGE_KEYS.dealerSession,
  isValid: (value: unknown) => value is T,
) {
  return createStore<T | null>({
    read: () => readStored(key, isValid, null),
    write: (session) => (session ? writeStored(key, session) : removeStored(key)),
  })
}

const sessions: { [R in Role]: Store<Sessions[R] | null> } = {
  admin: storedSession(STORAGE_KEYS.adminSession, isAdminSession),
  dealer: storedSession(STORAGE_KEYS.dealerSession, isDealerSession),
}

const toSession: { [R in Role]: (login: Logins[R], now: number) => Sessions[R] } = {
  admin: toAdminSession,
  dealer: toDealerSession,
}

export function saveSession<R extends Role>(role: R, login: Logins[R], now = Date.now()) {
  const session = toSession[role](login, now)
  sessions[role].set(session)
  return session
}

export const clearSession = (role: Role) => sessions[role].set(null)

/** Reads both sessions from storage again (a test that seeded storage). */
export function reloadSessions(): void {
  sessions.admin.reload()
  sessions.dealer.reload()
}

/** docs/product.md, "Roles": the admin session's token if present, else the dealer session's. */
export const bearerToken = (): string | null =>
  sessions.admin.get()?.access_token ?? sessions.dealer.get()?.access_token ?? null

/** The role's session as stored now (outside React: the navigation guard). */
export const currentSession = <R extends Role>(role: R): Sessions[R] | null =>
  sessions[role].get() as Sessions[R] | null

export const useSession = <R extends Role>(role: R): Sessions[R] | null =>
  useStore(sessions[role] as Store<Sessions[R] | null>)

/** A renewed token for the same session (docs/api.md, "Sessions"). */
export function replaceToken(role: Role, accessToken: string): void {
  const current = sessions[role].get()
  if (current)
    (sessions[role] as Store<Sessions[Role] | null>).set({ ...current, access_token: accessToken })
}
