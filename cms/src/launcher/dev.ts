import { loadEnvFile } from './dot-env'
import { prepareServer } from './prepare'
import { NEXT_BIN, exitCodeOf, failStartup, log, onShutdown, spawnPackageBin } from './process'

async function main(): Promise<void> {
  loadEnvFile()
  const { env, db } = await prepareServer()
  const server = spawnPackageBin(NEXT_BIN, ['dev', '--port', String(env.port)])
  const shutdown = onShutdown(async () => {
    server.kill('SIGTERM')
    await exitCodeOf(server)
    await db.close()
  })
  log(`Dev server on http://localhost:${env.port} (Payload panel at /cms)`)
  const code = await exitCodeOf(server)
  // On a signal the shutdown handler owns the exit; otherwise the web server died on its own.
  if (shutdown.stopping()) return
  await db.close()
  process.exit(code)
}

main().catch(failStartup)
