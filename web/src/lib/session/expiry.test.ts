// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { registerSignInDialog, requestSignIn, settleSignIn, tokenExpiry } from './expiry'

const token = (payload: object) =>
  ['e30', btoa(JSON.stringify(payload)).replace(/=+$/, ''), 'signature'].join('.')

describe('session expiry', () => {
  it('reads when a token expires from its own payload', () => {
    expect(tokenExpiry(token({ exp: 1_900_000_000 }))).toBe(1_900_000_000_000)
    expect(tokenExpiry(token({ sub: 1 }))).toBeNull()
    expect(tokenExpiry('not a token')).toBeNull()
  })

  it('answers at once when no dialog could ask', async () => {
    await expect(requestSignIn('admin', 'refused')).resolves.toBe(false)
  })

  it('settles every waiter with one sign-in', async () => {
    const unregister = registerSignInDialog()
    const first = requestSignIn('admin', 'refused')
    const second = requestSignIn('admin', 'refused')
    settleSignIn(true)
    await expect(Promise.all([first, second])).resolves.toEqual([true, true])
    const third = requestSignIn('dealer', 'expired')
    settleSignIn(false)
    await expect(third).resolves.toBe(false)
    unregister()
  })
})
