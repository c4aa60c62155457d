import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'
import { useSyncExternalStore } from 'react'

import {
  toAdminSession,
  toDealerSession,
  type AdminSession,
  type DealerSession,
} from './session-shapes'
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage'

export type { AdminSession, DealerSession }

type Fields<T> = { [K in keyof T]: 'string' | 'number' }

function hasFields<T>(fields: Fields<T>) {
  return (value: unknown): value is T =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(fields).every(
      ([key, type]) => typeof (value as Record<string, unknown>)[key] === type,
    )
}

export const isDealerSession = hasFields<DealerSession>({
  dealerId: 'number',
  dealerName: 'string',
  username: 'string',
  country: 'string',
  city: 'string',
  access_token: 'string',
  token_type: 'string',
  loginTime: 'number',
})

export const isAdminSession = hasFields<AdminSession>({
  adminId: 'number',
  username: 'string',
  email: 'string',
  role: 'string',
  access_token: 'string',
  token_type: 'string',
  loginTime: 'number',
})

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A corrupt entry is removed by `readStored`, so the guard then redirects (docs/product.md, "Errors"). */
export const readDealerSession = (): DealerSession | null =>
  readStored(STORAGE_KEYS.dealerSession, isDealerSession, null)

export const readAdminSession = (): AdminSession | null =>
  readStored(STORAGE_KEYS.adminSession, isAdminSession, null)

export function saveDealerSession(login: ApiDealerLogin, now = Date.now()): DealerSession {
  const session = toDealerSession(login, now)
  writeStored(STORAGE_KEYS.dealerSession, session)
  notify()
  return session
}

export function saveAdminSession(login: ApiAdminLogin, now = Date.now()): AdminSession {
  const session = toAdminSession(login, now)
  writeStored(STORAGE_KEYS.adminSession, session)
  notify()
  return session
}

export function clearDealerSession(): void {
  removeStored(STORAGE_KEYS.dealerSession)
  notify()
}

export function clearAdminSession(): void {
  removeStored(STORAGE_KEYS.adminSession)
  notify()
}

/** docs/product.md, "Roles": the admin session's token if present, else the dealer session's. */
export const bearerToken = (): string | null =>
  readAdminSession()?.access_token ?? readDealerSession()?.access_token ?? null

// Sessions are read afresh on every change; the snapshot is the raw stored text so that
// useSyncExternalStore compares strings, not new objects.
const rawSnapshot = (key: string) => () => {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}
const dealerRaw = rawSnapshot(STORAGE_KEYS.dealerSession)
const adminRaw = rawSnapshot(STORAGE_KEYS.adminSession)

export function useDealerSession(): DealerSession | null {
  const raw = useSyncExternalStore(subscribe, dealerRaw)
  return raw === null ? null : readDealerSession()
}

export function useAdminSession(): AdminSession | null {
  const raw = useSyncExternalStore(subscribe, adminRaw)
  return raw === null ? null : readAdminSession()
}
