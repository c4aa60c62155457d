// @vitest-environment node
import { getCompileCacheDir } from 'node:module'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Where vite.config.ts puts it: the project's own folder, not the machine's shared temporary one
// (docs/decisions/0180-compile-cache.md).
const PROJECT_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/node-compile-cache/', import.meta.url),
)

describe('the web tests’ workers', () => {
  it('keep Node’s compiled modules for the next file, in the project’s own folder', () => {
    const folder = getCompileCacheDir()
    expect(folder, 'no compile cache in this worker').toBeDefined()
    expect(folder!.startsWith(PROJECT_CACHE), `${folder} is outside ${PROJECT_CACHE}`).toBe(true)
  })
})
