import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

import { CMS_DIR, WEB_DIR } from '@/lib/paths'
import { ConfigurationError } from './runtime-env'

const require = createRequire(import.meta.url)

export function log(message: string): void {
  console.log(`[sog] ${message}`)
}

export const NEXT_BIN = require.resolve('next/dist/bin/next')
// Vite belongs to the web workspace; resolve it from there.
export const VITE_BIN = path.join(
  path.dirname(createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json')),
  'bin',
  'vite.js',
)
// Payload's package exports do not expose its CLI file; it sits beside `dist/`.
export const PAYLOAD_BIN = path.join(path.dirname(require.resolve('payload')), '..', 'bin.js')

/** Runs a package's CLI script with this Node binary, in the cms workspace. */
export function spawnPackageBin(script: string, args: string[], cwd = CMS_DIR): ChildProcess {
  return spawn(process.execPath, [script, ...args], {
    cwd,
    env: process.env,
    stdio: 'inherit',
  })
}

export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

export async function runPackageBin(script: string, args: string[], cwd = CMS_DIR): Promise<void> {
  const code = await exitCodeOf(spawnPackageBin(script, args, cwd))
  if (code !== 0) throw new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code}`)
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
