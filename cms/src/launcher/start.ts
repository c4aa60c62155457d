import { settings } from '@/settings'
import { enableCompileCache } from './compile-cache'
import { loadEnvFile } from './dot-env'
import { checkPortFree } from './preflight'
import { failStartup } from './process'
import { listenAddress } from './runtime-env'

/**
 * `npm start`'s entry: the settings read and the public port found free before the launcher's
 * heavy parts even load (launch.ts is its own chunk), so a wrong setting or a port in use is
 * one line at once, not after the database is up (issue 33).
 */
async function main(): Promise<void> {
  loadEnvFile()
  await checkPortFree(settings().PORT, listenAddress())
  // Before the heavy chunk loads, so that its modules are compiled from the cache.
  enableCompileCache()
  const { launch } = await import('./launch')
  await launch()
}

main().catch(failStartup)
