/**
 * Login throttling settings (enforced by the front server's door limiter, see
 * docs/decisions.md): after `LOGIN_MAX_ATTEMPTS` wrong passwords in a row for one username from
 * one client, that client waits `LOGIN_LOCK_MINUTES` before trying that username again.
 */
/** Every failed login, whatever failed: no answer tells whether a username exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password'

const DEFAULT_MAX_ATTEMPTS = 5
const DEFAULT_LOCK_MINUTES = 15

function positiveWholeNumber(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`)
  }
  return value
}

export function loginThrottle(): { maxFailures: number; lockMinutes: number } {
  return {
    maxFailures: positiveWholeNumber('LOGIN_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS),
    lockMinutes: positiveWholeNumber('LOGIN_LOCK_MINUTES', DEFAULT_LOCK_MINUTES),
  }
}

/** What a throttled login is told: the wait in whole minutes, rounded up. */
export function lockedMessage(lockUntil: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((lockUntil.getTime() - now) / 60_000))
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
