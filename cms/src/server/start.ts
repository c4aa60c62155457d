import { freePort } from './free-port'
import { startFrontServer, trustProxySetting } from './front'
import { loadEnvFile } from './dot-env'
import { prepareServer } from './prepare'
import { buildServer } from './build'
import { hasBuild, isBuildCurrent, sourceHash } from './build-state'
import { NEXT_BIN, exitCodeOf, failStartup, log, onShutdown, spawnPackageBin } from './process'
import { mediaDir, publicUrl } from '@/lib/env'
import { WEB_DIST_DIR } from '@/lib/paths'

async function main(): Promise<void> {
  loadEnvFile()
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
  const front = await startFrontServer({
    port: env.port,
    spaDir: WEB_DIST_DIR,
    mediaDir: mediaDir(),
    upstreamPort,
    databaseUrl: db.url,
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    secret: process.env.PAYLOAD_SECRET ?? '',
    redisUrl: process.env.REDIS_URL || undefined,
    publicUrl: publicUrl(),
    metrics: {
      token: process.env.METRICS_TOKEN || undefined,
      port: process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined,
      host: process.env.METRICS_HOST || undefined,
    },
  }).catch(async (error: unknown) => {
    server.kill('SIGTERM')
    await exitCodeOf(server)
    await db.close()
    throw error
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

main().catch(failStartup)
