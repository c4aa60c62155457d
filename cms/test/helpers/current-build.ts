import { execFileSync } from 'node:child_process'

import { CMS_DIR } from '@/lib/paths'
import { buildIfStale } from '@/launcher/build'

/**
 * What a suite's setup makes before its tests start servers in parallel: `npm start`'s launcher
 * bundle and a build made from the sources as they are, which the servers then find instead of
 * racing to make them.
 */
export async function makeCurrentBuild(): Promise<void> {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: CMS_DIR, stdio: 'inherit' })
  await buildIfStale()
}
