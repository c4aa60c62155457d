import { openDatabase, type Database } from './database'
import { bootstrap } from './bootstrap'
import { closePayload } from './close-payload'
import { log } from './process'
import { firstAdminFromEnv, prepareRuntimeEnv, type RuntimeEnv } from './runtime-env'

/**
 * The steps every launcher shares: resolve the environment, open the database (embedded when
 * `DATABASE_URL` is unset), migrate, create the first admin and seed an empty catalogue.
 */
export async function prepareServer(): Promise<{ env: RuntimeEnv; db: Database }> {
  const env = await prepareRuntimeEnv()
  log(`Node ${process.version}`)
  const db = await openDatabase(env.dataDir, log)
  process.env.DATABASE_URL = db.url
  try {
    // Imported only now: the config reads DATABASE_URL and PAYLOAD_SECRET when it loads.
    // Migrations and the seed read what they are about to write, so they see the primary only:
    // a lagging read replica could make them apply a migration twice.
    const replicas = process.env.DATABASE_READ_REPLICA_URLS
    delete process.env.DATABASE_READ_REPLICA_URLS
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
    ]).finally(() => {
      if (replicas !== undefined) process.env.DATABASE_READ_REPLICA_URLS = replicas
    })
    const payload = await getPayload({ config })
    const result = await bootstrap(payload, {
      databaseUrl: db.url,
      firstAdmin: () => firstAdminFromEnv(env.production),
      seed: env.seed,
    })
    if (result.createdAdmin) log('Created the first admin account')
    if (result.seeded) log('Seeded the sample catalogue, dealers and company settings')
    if (result.seeded && env.production)
      log('Warning: the sample dealer accounts share the published password; change or delete them')
    await closePayload(payload)
  } catch (error) {
    await db.close()
    throw error
  }
  return { env, db }
}
