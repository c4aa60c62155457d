import { wholeMinutes } from '@sog/contract'
import type { TFunction } from 'i18next'

import { ApiError, errorMessage, refusalText } from '@/lib/api/api-client'

/**
 * What a failed login shows, in the visitor's language: the server answers every wrong username
 * or password alike (401), so that is worded here; a login that must wait (429: the door's share
 * used, or wrong passwords in a row) is told the wait in whole minutes from Retry-After, with the
 * paused sign-in's text (docs/decisions/0197-every-refusal-coded.md), rather than in seconds.
 */
export function loginErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return t('login.invalid')
  if (error instanceof ApiError && error.status === 429 && error.retryAfter) {
    const said = refusalText({
      code: 'signInPaused',
      params: { count: wholeMinutes(error.retryAfter) },
    })
    if (said) return said
  }
  return errorMessage(error, fallback)
}
