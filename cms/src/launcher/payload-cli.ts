import { openDatabase } from './database'
import { loadEnvFile } from './dot-env'
import { PAYLOAD_BIN, exitCodeOf, failStartup, log, spawnPackageBin } from './process'
import { prepareRuntimeEnv } from './runtime-env'

/**
 * Payload's CLI (`migrate:create`, `generate:types`, …) against the same database the app uses,
 * starting the embedded one when `DATABASE_URL` is unset.
 */
async function main(): Promise<void> {
  loadEnvFile()
  const env = await prepareRuntimeEnv()
  const db = await openDatabase(env.dataDir, log)
  process.env.DATABASE_URL = db.url
  const code = await exitCodeOf(spawnPackageBin(PAYLOAD_BIN, process.argv.slice(2)))
  await db.close()
  process.exit(code)
}

main().catch(failStartup)
