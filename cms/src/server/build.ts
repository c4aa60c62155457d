import { WEB_DIR } from '@/lib/paths'
import { NEXT_BIN, log, runPackageBin, viteBin } from './process'
import { recordBuild, sourceHash } from './build-state'

/**
 * `npm run build`: the SPA, its renderer and the server, stamped with the sources they came
 * from. Vite's and Next's reports (file by file) are shown only when a build fails.
 */
export async function buildServer(): Promise<void> {
  const started = Date.now()
  log('Building the site and the server (a minute or two)')
  const hash = await sourceHash()
  await runPackageBin(viteBin(), ['build'], WEB_DIR)
  // The same app's server renderer (web/vite.config.ts, docs/decisions.md "Rendered pages").
  await runPackageBin(viteBin(), ['build', '--ssr'], WEB_DIR)
  await runPackageBin(NEXT_BIN, ['build'])
  await recordBuild(hash)
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s`)
}
