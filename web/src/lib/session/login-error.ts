import type { TFunction } from 'i18next'

import { ApiError, errorMessage } from '@/lib/api/api-client'

/**
 * What a failed login shows, in the visitor's language: the server answers every wrong username
 * or password alike (401) and a throttled login with 429 and the wait, so both are worded here
 * rather than shown in the server's English.
 */
export function loginErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return t('login.invalid')
  if (error instanceof ApiError && error.status === 429 && error.retryAfter) {
    return t('login.throttled', { count: Math.max(1, Math.ceil(error.retryAfter / 60)) })
  }
  return errorMessage(error, fallback)
}
