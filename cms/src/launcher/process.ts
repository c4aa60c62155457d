import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { CMS_DIR, WEB_DIR } from '@/lib/paths'
import { ConfigurationError } from './runtime-env'

const require = createRequire(import.meta.url)

export function log(message: string): void {
  console.log(`[sog] ${message}`)
}

export const NEXT_BIN = require.resolve('next/dist/bin/next')
/**
 * Vite belongs to the web workspace; resolved from there when a build needs it (the production
 * image has no Vite: it serves the build it was made with).
 */
export function viteBin(): string {
  const web = createRequire(path.join(WEB_DIR, 'package.json'))
  return path.join(path.dirname(web.resolve('vite/package.json')), 'bin', 'vite.js')
}
// Payload's package exports do not expose its CLI file; it sits beside `dist/`.
export const PAYLOAD_BIN = path.join(path.dirname(require.resolve('payload')), '..', 'bin.js')

/**
 * What children run with: plain text when we do not write to a terminal (no colour codes in
 * log files), and no Next telemetry notice.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    // Whom parent-watch.ts watches for.
    SOG_LAUNCHER_PID: String(process.pid),
  }
  if (!process.stdout.isTTY) {
    env.NO_COLOR = '1'
    delete env.FORCE_COLOR
  }
  return env
}

/** Runs a package's CLI script with this Node binary, in the cms workspace. */
type Output = 'inherit' | 'pipe'

/** Built beside the launcher (package.json, build:server); see parent-watch.ts. */
const PARENT_WATCH = pathToFileURL(path.join(CMS_DIR, 'dist', 'launcher', 'parent-watch.mjs')).href

export function spawnPackageBin(
  script: string,
  args: string[],
  {
    cwd = CMS_DIR,
    stdout = 'inherit',
    stderr = 'inherit',
    env = {},
  }: { cwd?: string; stdout?: Output; stderr?: Output; env?: Record<string, string> } = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', PARENT_WATCH, script, ...args], {
    cwd,
    env: { ...childEnv(), ...env },
    stdio: ['inherit', stdout, stderr],
  })
}

export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

/** Runs a package's CLI to its end; what it printed is shown only when it fails. */
export async function runPackageBin(
  script: string,
  args: string[],
  cwd = CMS_DIR,
  env: Record<string, string> = {},
): Promise<void> {
  const child = spawnPackageBin(script, args, { cwd, env, stdout: 'pipe', stderr: 'pipe' })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await exitCodeOf(child)
  if (code !== 0) {
    process.stderr.write(output)
    throw new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code}`)
  }
}

const SIGNAL_EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 }

/**
 * Runs `cleanup` once on the first SIGINT/SIGTERM, then exits with the conventional 128+signal
 * code.
 */
export function onShutdown(cleanup: () => Promise<void>): { stopping: () => boolean } {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log(`${signal} received, shutting down`)
    cleanup()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(SIGNAL_EXIT_CODES[signal] ?? 1))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return { stopping: () => stopping }
}

/**
 * The end of a launcher that could not start: a problem the operator can fix is one `[sog]`
 * line saying what to do; anything else is a bug, shown whole.
 */
export function failStartup(error: unknown): never {
  console.error(error instanceof ConfigurationError ? `[sog] ${error.message}` : error)
  process.exit(1)
}
