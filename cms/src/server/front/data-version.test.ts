import type pg from 'pg'
import { describe, expect, it } from 'vitest'

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

  it('recovers from a failed query', async () => {
    let calls = 0
    const database = {
      query: async () => {
        calls += 1
        if (calls === 1) throw new Error('down')
        return { rows: [{ version: '9' }] }
      },
    } as unknown as pg.Pool
    const version = createDataVersion(database)
    const failing = version.read()
    const waiting = version.read()
    await expect(failing).rejects.toThrow('down')
    expect(await waiting).toBe('9')
    expect(await version.read()).toBe('9')
  })
})
