import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { hasBuild, isBuildCurrent, recordBuild, type BuildLayout } from './build-state'

// A build's layout in a folder of its own: the real one is what the other suites serve.
let dir: string
let layout: BuildLayout
const HASH = 'a'.repeat(64)

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-build-state-'))
  layout = {
    stamp: path.join(dir, 'stamp'),
    outputs: ['site.html', 'renderer.js', 'BUILD_ID'].map((name) => path.join(dir, name)),
  }
  await Promise.all(layout.outputs.map((file) => fs.writeFile(file, 'built')))
})
afterEach(() => fs.rm(dir, { recursive: true, force: true }))

describe('the build on disk', () => {
  it('is current once recorded from the same sources, and stale for others', async () => {
    expect(await hasBuild(layout)).toBe(false)
    expect(await isBuildCurrent(HASH, layout)).toBe(false)
    await recordBuild(HASH, layout)
    expect(await hasBuild(layout)).toBe(true)
    expect(await isBuildCurrent(HASH, layout)).toBe(true)
    expect(await isBuildCurrent('b'.repeat(64), layout)).toBe(false)
  })

  it.each([0, 1, 2])('is no build when output %i is gone, whatever the stamp says', async (i) => {
    await recordBuild(HASH, layout)
    await fs.rm(layout.outputs[i]!)
    expect(await isBuildCurrent(HASH, layout)).toBe(false)
    expect(await hasBuild(layout)).toBe(false)
  })

  it('is no build when an output is a folder where a file was', async () => {
    await recordBuild(HASH, layout)
    await fs.rm(layout.outputs[0]!)
    await fs.mkdir(layout.outputs[0]!)
    expect(await hasBuild(layout)).toBe(false)
  })
})
