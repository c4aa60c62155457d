import { NEXT_BIN, runPackageBin } from './process'
import { recordBuild, sourceHash } from './build-state'

/** `npm run build`: a production build of the server, stamped with the sources it came from. */
export async function buildServer(): Promise<void> {
  const hash = await sourceHash()
  await runPackageBin(NEXT_BIN, ['build'])
  await recordBuild(hash)
}
