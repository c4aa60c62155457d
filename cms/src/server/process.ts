import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const require = createRequire(import.meta.url)

export function log(message: string): void {
  console.log(`[sog] ${message}`)
}

export const NEXT_BIN = require.resolve('next/dist/bin/next')
// Payload's package exports do not expose its CLI file; it sits beside `dist/`.
export const PAYLOAD_BIN = path.join(path.dirname(require.resolve('payload')), '..', 'bin.js')

/** Runs a package's CLI script with this Node binary, in the cms workspace. */
export function spawnPackageBin(script: string, args: string[]): ChildProcess {
  return spawn(process.execPath, [script, ...args], {
    cwd: CMS_DIR,
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

export async function runPackageBin(script: string, args: string[]): Promise<void> {
  const code = await exitCodeOf(spawnPackageBin(script, args))
  if (code !== 0) throw new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code}`)
}

/**
 * Stops `cleanup` work from being skipped: the first SIGINT/SIGTERM runs it once, then exits.
 */
export function onShutdown(cleanup: () => Promise<void>): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log(`${signal} received, shutting down`)
    cleanup()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
