import type pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createDataVersion } from './data-version'

/** A pool double whose queries each answer the version current when they *started*. */
function fakeDatabase() {
  let version = 1
  const started: number[] = []
  const pending: (() => void)[] = []
  const database = {
    query: () => {
      const seen = version
      started.push(seen)
      return new Promise((resolve) =>
        pending.push(() => resolve({ rows: [{ version: String(seen) }] })),
      )
    },
  } as unknown as pg.Pool
  return {
    database,
    started,
    bump: () => void (version += 1),
    answerAll: async () => {
      while (pending.length) {
        pending.shift()!()
        await new Promise((resolve) => setImmediate(resolve))
      }
    },
  }
}

describe('the data version', () => {
  it('serves a wave of readers with one query that began after each of them asked', async () => {
    const db = fakeDatabase()
    const version = createDataVersion(db.database)
    const first = version.read()
    // A write is acknowledged while the first query is under way; later readers must see it.
    db.bump()
    const later = [version.read(), version.read(), version.read()]
    await db.answerAll()
    expect(await first).toBe('1')
    expect(await Promise.all(later)).toEqual(['2', '2', '2'])
    // Two queries for four readers: the first, and one for all who came while it ran.
    expect(db.started).toEqual([1, 2])
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('after a failed query says "away" at once, then tries again and recovers', async () => {
    vi.useFakeTimers()
    let calls = 0
    const database = {
      query: async () => {
        calls += 1
        if (calls === 1) throw new Error('down')
        return { rows: [{ version: '9' }] }
      },
    } as unknown as pg.Pool
    const version = createDataVersion(database)
    await expect(version.read()).rejects.toThrow('down')
    expect(version.available()).toBe(false)
    // Refused without a query while the breaker is open.
    await expect(version.read()).rejects.toThrow(/open/i)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(await version.read()).toBe('9')
    expect(version.available()).toBe(true)
    expect(calls).toBe(2)
    version.close()
  })

  it('counts a read that takes too long as a failure', async () => {
    vi.useFakeTimers()
    const database = { query: () => new Promise(() => {}) } as unknown as pg.Pool
    const version = createDataVersion(database)
    const late = version.read()
    const settled = expect(late).rejects.toThrow(/Timed out/)
    await vi.advanceTimersByTimeAsync(1_600)
    await settled
    expect(version.available()).toBe(false)
    version.close()
  })
})
