import { afterEach, describe, expect, it } from 'vitest'

import { lockedMessage, loginThrottle } from './login-lock'

afterEach(() => {
  delete process.env.LOGIN_MAX_ATTEMPTS
  delete process.env.LOGIN_LOCK_MINUTES
})

describe('login throttle', () => {
  it('waits 15 minutes after 5 wrong passwords unless configured otherwise', () => {
    expect(loginThrottle()).toEqual({ maxFailures: 5, lockMinutes: 15 })
    process.env.LOGIN_MAX_ATTEMPTS = '3'
    process.env.LOGIN_LOCK_MINUTES = '60'
    expect(loginThrottle()).toEqual({ maxFailures: 3, lockMinutes: 60 })
  })

  it('refuses a setting that is not a positive whole number', () => {
    process.env.LOGIN_LOCK_MINUTES = '0'
    expect(() => loginThrottle()).toThrow(/LOGIN_LOCK_MINUTES/)
    process.env.LOGIN_LOCK_MINUTES = ''
    process.env.LOGIN_MAX_ATTEMPTS = 'five'
    expect(() => loginThrottle()).toThrow(/LOGIN_MAX_ATTEMPTS/)
  })

  it('tells the wait in whole minutes, rounded up', () => {
    const now = Date.parse('2026-01-01T10:00:00Z')
    expect(lockedMessage(new Date(now + 14 * 60_000 + 1), now)).toBe(
      'Too many failed login attempts. Try again in 15 minutes.',
    )
    expect(lockedMessage(new Date(now + 30_000), now)).toBe(
      'Too many failed login attempts. Try again in 1 minute.',
    )
    expect(lockedMessage(new Date(now - 1), now)).toMatch(/in 1 minute\.$/)
  })
})
