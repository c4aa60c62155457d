import { resetSettings } from '@/settings'
import { openDatabase, type Database } from './database'
import { bootstrap, type BootstrapResult } from './bootstrap'
import { claimPort } from './free-port'
import { closePayload } from './close-payload'
import { log } from './process'
import { refusePublishedPasswords } from './published-passwords'
import { firstAdminFromEnv, prepareRuntimeEnv, type RuntimeEnv } from './runtime-env'

export type Prepared = { env: RuntimeEnv; db: Database; bootstrap: BootstrapResult }

/**
 * The steps every launcher shares: resolve the environment, open the database (embedded when
 * `DATABASE_URL` is unset), migrate, create the first admin and seed an empty catalogue.
 */
export async function prepareServer(): Promise<Prepared> {
  const env = await prepareRuntimeEnv()
  // The front server listens on it only once the database is up; until then it is free.
  claimPort(env.port)
  const db = await openDatabase(env.dataDir, log)
  process.env.DATABASE_URL = db.url
  resetSettings()
  try {
    // Imported only now: the config reads DATABASE_URL and PAYLOAD_SECRET when it loads.
    // Migrations and the seed read what they are about to write, so they see the primary only:
    // a lagging read replica could make them apply a migration twice.
    const replicas = process.env.DATABASE_READ_REPLICA_URLS
    delete process.env.DATABASE_READ_REPLICA_URLS
    resetSettings()
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
    ]).finally(() => {
      if (replicas !== undefined) process.env.DATABASE_READ_REPLICA_URLS = replicas
      resetSettings()
    })
    const payload = await getPayload({ config })
    // Migrations narrate each step at info; the start-up summary says what changed instead.
    if (payload.logger.level === 'info') payload.logger.level = 'warn'
    const result = await bootstrap(payload, {
      databaseUrl: db.url,
      firstAdmin: () => firstAdminFromEnv(env.production),
      seed: env.seed,
    })
    if (env.production)
      await refusePublishedPasswords(payload).catch(async (error: unknown) => {
        await closePayload(payload)
        throw error
      })
    await closePayload(payload)
    return { env, db, bootstrap: result }
  } catch (error) {
    await db.close()
    throw error
  }
}
