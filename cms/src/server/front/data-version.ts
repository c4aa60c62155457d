import type pg from 'pg'

/**
 * The database's `public_data_version` (bumped by triggers inside every writer's transaction;
 * docs/decisions.md, "Speed: the front server"), read for every cached answer so each process
 * is exact the moment data changes. Concurrent readers share one query — but only a query that
 * started after they asked: a request that arrives after a write was acknowledged never gets a
 * version read before it. So under load one query serves a whole wave of requests instead of
 * one each, and no answer is staler than it would be with a query of its own.
 */
export type DataVersion = { read: () => Promise<string> }

export function createDataVersion(database: pg.Pool): DataVersion {
  let running: Promise<string> | null = null
  let next: Promise<string> | null = null

  const query = async () => {
    const { rows } = await database.query<{ version: string }>(
      'SELECT version FROM public_data_version WHERE id = 1',
    )
    return rows[0]?.version ?? '0'
  }

  const start = (): Promise<string> => {
    const current = query().finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }

  return {
    read() {
      if (!running) return start()
      // A query is under way but may have begun before this request: join the next one.
      if (!next) {
        next = running
          .catch(() => undefined)
          .then(() => {
            next = null
            return start()
          })
      }
      return next
    },
  }
}
