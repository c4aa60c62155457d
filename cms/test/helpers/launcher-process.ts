import { spawn, type ChildProcess } from 'node:child_process'

import { CMS_DIR } from '@/lib/paths'

/**
 * The launcher's environment wherever a test starts the product (the cms suite's launches, its
 * template, the browser suite's products): this run's, minus what each start decides itself.
 * Free of Vitest, so the browser suite's setup can use it too.
 */
export function launcherEnv(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  // Tests stand in for many clients through X-Forwarded-For, as a trusted load balancer would.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    TRUST_PROXY: 'true',
    // The suite's setup built the app; sources edited during the run must not have each
    // product rebuild it (Next refuses a second build in the same folder).
    REBUILD_IF_STALE: 'false',
    // A developer's .env configures their server, not the ones tests start.
    ENV_FILE: '',
  }
  // A start with the sample data and the published first admin, as a fresh `npm start` is.
  for (const key of ['DATABASE_URL', 'PAYLOAD_SECRET', 'NODE_ENV', 'SEED', 'ADMIN_PASSWORD'])
    Reflect.deleteProperty(env, key)
  return Object.assign(env, extra)
}

/** `npm start`'s launcher bundle, as the suite's setup made it, with Node's own `nodeArgs`. */
export function startLauncher(
  env: NodeJS.ProcessEnv,
  detached = false,
  nodeArgs: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, 'dist/launcher/start.mjs'], {
    cwd: CMS_DIR,
    env,
    stdio: 'pipe',
    detached,
  })
}
