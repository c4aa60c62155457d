import { prepareServer } from './prepare'
import { buildServer } from './build'
import { isBuildCurrent, sourceHash } from './build-state'
import { NEXT_BIN, exitCodeOf, log, onShutdown, spawnPackageBin } from './process'
import { ConfigurationError } from './runtime-env'

async function main(): Promise<void> {
  const { env, db } = await prepareServer()
  if (!(await isBuildCurrent(await sourceHash()))) {
    log('The production build is missing or older than the sources; building')
    await buildServer()
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
