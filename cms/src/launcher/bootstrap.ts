import pg from 'pg'
import type { Migration, Payload } from 'payload'

import { sweepUnusedMedia } from '@/collections/Media/orphans'
import { purgeExpiredRequests } from '@/collections/Requests/retention'
import { migrations } from '@/migrations'

import { isCatalogueEmpty, seed } from '@/seed'

// Generated migrations type their argument precisely; the runner's signature takes `unknown`.
const committedMigrations = migrations as unknown as Migration[]

export type FirstAdmin = { username: string; password: string; email: string }

// Any constant works; it only has to be the same in every process sharing the database.
const BOOTSTRAP_LOCK = 727_001

/** Two processes starting on one database must not run the migrations or the seed twice. */
async function withBootstrapLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BOOTSTRAP_LOCK])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [BOOTSTRAP_LOCK]).catch(() => {})
    await client.end()
  }
}

export async function ensureFirstAdmin(payload: Payload, admin: FirstAdmin): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'admins' })
  if (totalDocs > 0) return false
  await payload.create({ collection: 'admins', data: { ...admin, role: 'admin' } })
  return true
}

export type BootstrapOptions = {
  databaseUrl: string
  /** Needed only while no admin account exists. */
  firstAdmin: () => FirstAdmin
  seed: boolean
}

export type BootstrapResult = { createdAdmin: boolean; seeded: boolean }

/** Brings a database to the current schema, with its first admin and, when empty, sample data. */
export async function bootstrap(
  payload: Payload,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  return withBootstrapLock(options.databaseUrl, async () => {
    await payload.db.migrate({ migrations: committedMigrations })
    const needsAdmin = (await payload.count({ collection: 'admins' })).totalDocs === 0
    const createdAdmin = needsAdmin ? await ensureFirstAdmin(payload, options.firstAdmin()) : false
    const seeded = options.seed && (await isCatalogueEmpty(payload))
    if (seeded) await seed(payload)
    // Files nothing uses any more, left from before the rule or by a removal that failed.
    await sweepUnusedMedia(payload)
    // Requests older than the settings' retention period (docs/decisions/0162-requests.md).
    await purgeExpiredRequests(payload)
    return { createdAdmin, seeded }
  })
}
