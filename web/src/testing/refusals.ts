import { refusal, wholeMinutes } from '@sog/contract'

/**
 * A door's refusal as the server answers it (cms front/doors.ts): 429, the wait in seconds in
 * Retry-After and `params.seconds`, in whole minutes in `params.count`.
 */
export function doorRefusal(seconds: number) {
  return {
    status: 429,
    body: refusal('tooManyRequests', { seconds, count: wholeMinutes(seconds) }),
    headers: { 'retry-after': String(seconds) },
  }
}
