import { afterAll, expect } from 'vitest'

import { OVERLAPPING_QUERY } from './pg-warnings'

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
