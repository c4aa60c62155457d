import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { CMS_DIR } from '@/lib/paths'

/** Running: not gone, and not a zombie (an orphan that exited, not yet reaped). */
function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

describe('a child the launcher starts', () => {
  it('stops itself once the launcher is gone, killed too hard to stop it', async () => {
    const watch = path.join(CMS_DIR, 'src', 'launcher', 'parent-watch.ts')
    // A stand-in launcher: starts a child as the launcher does and is killed at once, before
    // the child has even loaded the watch.
    // The product's Node (24, which loads TypeScript files as they are).
    const node = path.join(CMS_DIR, '..', 'node_modules', '.bin', 'node')
    const launcher = spawn(
      node,
      [
        '-e',
        `const c = require('node:child_process').spawn(process.execPath, ['--import', ${JSON.stringify(watch)}, '-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', env: { ...process.env, SOG_LAUNCHER_PID: String(process.pid) } }); console.log(c.pid)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const child = await new Promise<number>((resolve) =>
      launcher.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
    )
    expect(isRunning(child)).toBe(true)
    launcher.kill('SIGKILL')
    const deadline = Date.now() + 10_000
    while (isRunning(child) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    expect(isRunning(child)).toBe(false)
  })
})
