import { describe, expect, it } from 'vitest'

import { readSettings } from '@/settings'
import { loginThrottle, pausedRefusal } from './login-lock'

describe('login throttle', () => {
  it('waits 15 minutes after 5 wrong passwords unless configured otherwise', () => {
    expect(loginThrottle(readSettings({}))).toEqual({ maxFailures: 5, lockMinutes: 15 })
    expect(
      loginThrottle(readSettings({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '60' })),
    ).toEqual({ maxFailures: 3, lockMinutes: 60 })
  })

  it('refuses a setting that is not a positive whole number', () => {
    expect(() => readSettings({ LOGIN_LOCK_MINUTES: '0' })).toThrow(/^LOGIN_LOCK_MINUTES/)
    expect(() => readSettings({ LOGIN_LOCK_MINUTES: '', LOGIN_MAX_ATTEMPTS: 'five' })).toThrow(
      /^LOGIN_MAX_ATTEMPTS must be a whole number, got "five"$/,
    )
  })

  it('tells the wait in whole minutes, rounded up, by code', () => {
    const now = Date.parse('2026-01-01T10:00:00Z')
    expect(pausedRefusal(new Date(now + 14 * 60_000 + 1), now)).toEqual({
      code: 'signInPaused',
      params: { count: 15 },
      detail: 'Too many failed login attempts. Try again in 15 minutes.',
    })
    expect(pausedRefusal(new Date(now + 30_000), now).detail).toBe(
      'Too many failed login attempts. Try again in 1 minute.',
    )
    expect(pausedRefusal(new Date(now - 1), now).params).toEqual({ count: 1 })
  })
})
