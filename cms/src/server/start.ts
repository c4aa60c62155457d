import fs from 'node:fs'
import path from 'node:path'

import { prepareServer } from './prepare'
import {
  CMS_DIR,
  NEXT_BIN,
  exitCodeOf,
  log,
  onShutdown,
  runPackageBin,
  spawnPackageBin,
} from './process'
import { ConfigurationError } from './runtime-env'

async function main(): Promise<void> {
  const { env, db } = await prepareServer()
  if (!fs.existsSync(path.join(CMS_DIR, '.next', 'BUILD_ID'))) {
    log('No production build found; building (run `npm run build` after changing code)')
    await runPackageBin(NEXT_BIN, ['build'])
  }
  const server = spawnPackageBin(NEXT_BIN, ['start', '--port', String(env.port)])
  const shutdown = onShutdown(async () => {
    server.kill('SIGTERM')
    await exitCodeOf(server)
    await db.close()
  })
  log(`Serving on http://localhost:${env.port} (Payload panel at /cms)`)
  const code = await exitCodeOf(server)
  // On a signal the shutdown handler owns the exit; otherwise the web server died on its own.
  if (shutdown.stopping()) return
  await db.close()
  process.exit(code)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? `[sog] ${error.message}` : error)
  process.exit(1)
})
