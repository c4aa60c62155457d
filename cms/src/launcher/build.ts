import { WEB_DIR } from '@/lib/paths'
import { NEXT_BIN, log, runPackageBin, viteBin } from './process'
import { isBuildCurrent, recordBuild, sourceHash } from './build-state'

/**
 * `npm run build`: the SPA, its renderer and the server, stamped with the sources they came
 * from. Vite's and Next's reports (file by file) are shown only when a build fails.
 */
export async function buildServer(): Promise<void> {
  const started = Date.now()
  log('Building the site and the server (a minute or two)')
  const hash = await sourceHash()
  // Always a production build: Vite and React follow NODE_ENV when it is set, and a build made
  // by the test runner (NODE_ENV=test) shipped React's development runtime, 70 KB more.
  const production = { NODE_ENV: 'production' }
  await runPackageBin(viteBin(), ['build'], WEB_DIR, production)
  // The same app's server renderer (web/vite.config.ts, docs/decisions/0059-rendered-pages.md).
  await runPackageBin(viteBin(), ['build', '--ssr'], WEB_DIR, production)
  await runPackageBin(NEXT_BIN, ['build'], undefined, production)
  await recordBuild(hash)
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Builds unless the build on disk was made from the sources as they are now. */
export async function buildIfStale(): Promise<void> {
  if (!(await isBuildCurrent(await sourceHash()))) await buildServer()
}
