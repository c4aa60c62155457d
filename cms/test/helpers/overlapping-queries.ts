import { afterAll, expect } from 'vitest'

/**
 * node-postgres' warning for a query sent on a connection still busy with another (pg 9 refuses
 * it). Inside a transaction every query shares one connection, so Payload's side-by-side field
 * validation or hooks that query at once would be sent this way (docs/decisions.md, "One
 * connection, one query at a time").
 */
export const OVERLAPPING_QUERY = /client is already executing a query/

const seen: string[] = []

/**
 * Fails the file when a query overlapped another on one connection, in this process (Payload
 * booted by the test) or in a server it launched (`outputs`: what each printed).
 */
export function refuseOverlappingQueries(outputs: () => string[]): void {
  process.on('warning', (warning) => {
    if (OVERLAPPING_QUERY.test(warning.message)) seen.push(warning.stack ?? warning.message)
  })
  afterAll(() => {
    const launched = outputs().filter((output) => OVERLAPPING_QUERY.test(output))
    expect([...seen, ...launched]).toEqual([])
  })
}
