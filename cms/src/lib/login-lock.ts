/**
 * Payload's account lock, shared by both auth collections: after `maxLoginAttempts` wrong
 * passwords in a row the account refuses every login, the right password included, for
 * `lockTime`. `LOGIN_MAX_ATTEMPTS` and `LOGIN_LOCK_MINUTES` override the defaults.
 */
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

export function loginLock(): { maxLoginAttempts: number; lockTime: number } {
  return {
    maxLoginAttempts: positiveWholeNumber('LOGIN_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS),
    lockTime: positiveWholeNumber('LOGIN_LOCK_MINUTES', DEFAULT_LOCK_MINUTES) * 60_000,
  }
}

/** What a locked account is told: the wait in whole minutes, rounded up. */
export function lockedMessage(lockUntil: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((lockUntil.getTime() - now) / 60_000))
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
