import fc from 'fast-check'
import { email } from '@sog/contract'
import { validations } from 'payload'
import { describe, expect, it } from 'vitest'

// Payload's own e-mail check, as its e-mail fields run it (no collection: not an auth field).
const payloadAccepts = (value: string) =>
  validations.email(value, {
    req: { payload: { collections: {}, config: { collections: [] } }, t: (key: string) => key },
    required: true,
  } as unknown as Parameters<typeof validations.email>[1]) === true

const contractAccepts = (value: string) => email.safeParse(value).success

// The contract's e-mail rule is the one /api and the forms apply; Payload's e-mail fields
// (dealers' sign-in address, messages) apply their own. They must agree, or /api accepts an
// address that the store then refuses (issue 27).
describe('the e-mail rule', () => {
  it("accepts exactly what Payload's e-mail fields accept", () => {
    const part = fc.string({
      unit: fc.constantFrom(...'abzAZ09._-+!#~"ąé @'.split('')),
      minLength: 1,
      maxLength: 8,
    })
    const addresses = fc.oneof(
      fc
        .tuple(part, part, fc.constantFrom('pl', 'c', 'com', 'x1', 'DE', ''))
        .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
      fc.emailAddress(),
      fc.string(),
    )
    fc.assert(
      fc.property(addresses, (value) => {
        // The contract trims first; Payload's fields trim in their hook (trimHook).
        expect(contractAccepts(value), value).toBe(payloadAccepts(value.trim()))
      }),
      { numRuns: 5_000 },
    )
  })

  it.each(['jan.kowalski@example.pl', 'Anna+shop@sub.example.co.uk', 'x@ex--ample.com'])(
    'accepts %s',
    (value) => expect(contractAccepts(value)).toBe(true),
  )

  it.each(['a@b.c', 'jan@łódź.pl', 'a..b@example.com', '"a"@example.com', 'a@-x.com', 'a b@x.pl'])(
    'refuses %s',
    (value) => expect(contractAccepts(value)).toBe(false),
  )
})
