import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { CMS_DIR } from '@/lib/paths'

import { PINNED_NODE_VERSION } from '../helpers/pinned-node'

describe('the Node runtime of npm test', () => {
  it('is the pinned Node 24, not the system Node', () => {
    expect(PINNED_NODE_VERSION).toMatch(/^24\./)
    expect(process.version).toBe(`v${PINNED_NODE_VERSION}`)
  })
})

describe('npm install on the machine’s own Node', () => {
  it('prints no warnings that read like an error (the repository’s .npmrc)', () => {
    // The system npm, as a new user runs it; --dry-run changes nothing.
    const result = spawnSync('npm', ['install', '--dry-run', '--no-audit', '--no-fund'], {
      cwd: path.join(CMS_DIR, '..'),
      encoding: 'utf8',
      env: { ...process.env, PATH: `/usr/local/bin:/usr/bin:/bin` },
    })
    expect(result.status, result.stderr).toBe(0)
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/npm warn|EBADENGINE/i)
  }, 120_000)
})
