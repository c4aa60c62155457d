import { freePort } from './free-port'
import { startFrontServer, trustProxySetting } from '@/front'
import { prepareServer } from './prepare'
import { buildIfStale, buildServer } from './build'
import { hasBuild } from './build-state'
import { whenNextReady } from './next-output'
import { NEXT_BIN, exitCodeOf, onShutdown, spawnPackageBin } from './process'
import { keepServingOnStrayErrors } from './stray-errors'
import { keepCompiledModules } from './compile-cache'
import { startupSummary } from './summary'
import { mediaDir, publicUrl } from '@/lib/env'
import { s3Settings } from '@/lib/s3'
import { WEB_DIST_DIR, WEB_SSR_DIR } from '@/lib/paths'
import { settings } from '@/settings'

/**
 * `npm start` once the settings and the port were checked (start.ts): the database, the
 * build, Next on a private port and the front server on the public one, supervised together.
 */
export async function launch(): Promise<void> {
  keepServingOnStrayErrors()
  const prepared = await prepareServer()
  const { env, db } = prepared
  try {
    // REBUILD_IF_STALE=false serves an existing build as it is: a test run builds once and
    // must not have each server it starts rebuild because someone edited a source meanwhile.
    if (settings().REBUILD_IF_STALE) await buildIfStale()
    else if (!(await hasBuild())) await buildServer()
  } catch (error) {
    // A failed build must not leave the embedded PostgreSQL running without its owner.
    await db.close()
    throw error
  }
  // Next listens privately; the front server owns the public port (see front.ts).
  const upstreamPort = await freePort()
  const server = spawnPackageBin(
    NEXT_BIN,
    ['start', '--hostname', '127.0.0.1', '--port', String(upstreamPort)],
    { stdout: 'pipe' },
  )
  // Whether Next got ready; if it stopped first, its own output says why and the exit follows.
  const nextReady = whenNextReady(server).then(
    () => true,
    () => false,
  )
  const front = await startFrontServer({
    port: env.port,
    host: env.host,
    spaDir: WEB_DIST_DIR,
    rendererDir: WEB_SSR_DIR,
    mediaDir: mediaDir(),
    s3: s3Settings(),
    upstreamPort,
    databaseUrl: db.url,
    trustProxy: trustProxySetting(settings().TRUST_PROXY),
    secret: settings().PAYLOAD_SECRET ?? '',
    redisUrl: settings().REDIS_URL,
    publicUrl: publicUrl(),
    metrics: {
      token: settings().METRICS_TOKEN,
      port: settings().METRICS_PORT,
      host: settings().METRICS_HOST,
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
  void nextReady.then((ready) => {
    if (!ready) return
    for (const line of startupSummary(prepared)) console.log(line)
    keepCompiledModules()
  })
  const code = await exitCodeOf(server)
  // On a signal the shutdown handler owns the exit; otherwise the web server died on its own.
  if (shutdown.stopping()) return
  await front.close()
  await db.close()
  process.exit(code)
}
