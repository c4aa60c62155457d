import { freePort } from './free-port'
import { startFrontServer } from './front'
import { prepareServer } from './prepare'
import { buildServer } from './build'
import { hasBuild, isBuildCurrent, sourceHash } from './build-state'
import { NEXT_BIN, exitCodeOf, log, onShutdown, spawnPackageBin } from './process'
import { ConfigurationError } from './runtime-env'
import { WEB_DIST_DIR } from '@/lib/paths'

async function main(): Promise<void> {
  const { env, db } = await prepareServer()
  try {
    // REBUILD_IF_STALE=false serves an existing build as it is: a test run builds once and
    // must not have each server it starts rebuild because someone edited a source meanwhile.
    const current =
      process.env.REBUILD_IF_STALE === 'false'
        ? await hasBuild()
        : await isBuildCurrent(await sourceHash())
    if (!current) {
      log('The production build is missing or older than the sources; building')
      await buildServer()
    }
  } catch (error) {
    // A failed build must not leave the embedded PostgreSQL running without its owner.
    await db.close()
    throw error
  }
  // Next listens privately; the front server owns the public port (see front.ts).
  const upstreamPort = await freePort()
  const server = spawnPackageBin(NEXT_BIN, [
    'start',
    '--hostname',
    '127.0.0.1',
    '--port',
    String(upstreamPort),
  ])
  const front = startFrontServer({
    port: env.port,
    spaDir: WEB_DIST_DIR,
    upstreamPort,
    databaseUrl: db.url,
    trustProxy: process.env.TRUST_PROXY === 'true',
  })
  const shutdown = onShutdown(async () => {
    await front.close()
    server.kill('SIGTERM')
    await exitCodeOf(server)
    await db.close()
  })
  log(`Serving on http://localhost:${env.port} (Payload panel at /cms)`)
  const code = await exitCodeOf(server)
  // On a signal the shutdown handler owns the exit; otherwise the web server died on its own.
  if (shutdown.stopping()) return
  await front.close()
  await db.close()
  process.exit(code)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? `[sog] ${error.message}` : error)
  process.exit(1)
})
