import { WEB_DIR } from '@/lib/paths'
import { NEXT_BIN, VITE_BIN, runPackageBin } from './process'
import { recordBuild, sourceHash } from './build-state'

/** `npm run build`: the SPA and the server, stamped with the sources they came from. */
export async function buildServer(): Promise<void> {
  const hash = await sourceHash()
  await runPackageBin(VITE_BIN, ['build'], WEB_DIR)
  await runPackageBin(NEXT_BIN, ['build'])
  await recordBuild(hash)
}
