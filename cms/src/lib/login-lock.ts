import { refusal, wholeMinutes, type CodedRefusal } from '@sog/contract'

import { say } from '@/i18n/texts'
import { settings, type Settings } from '@/settings'

/** Every failed login, whatever failed: no answer tells whether a username exists. */
export const INVALID_LOGIN_MESSAGE = say('en', 'login.invalid')

/**
 * Login throttling settings (enforced by the sign-in failure counters, docs/api.md, "Sign-in
 * limits"): after `LOGIN_MAX_ATTEMPTS` wrong passwords in a row for one username from one
 * client, that client waits `LOGIN_LOCK_MINUTES` before trying that username again.
 */
export function loginThrottle(from: Settings = settings()): {
  maxFailures: number
  lockMinutes: number
} {
  return { maxFailures: from.LOGIN_MAX_ATTEMPTS, lockMinutes: from.LOGIN_LOCK_MINUTES }
}

/** What a throttled login is told: the wait in whole minutes, rounded up. */
export function pausedRefusal(lockUntil: Date, now = Date.now()): CodedRefusal {
  return refusal('signInPaused', { count: wholeMinutes((lockUntil.getTime() - now) / 1000) })
}
