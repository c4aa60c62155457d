// @vitest-environment node
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chunksOf, staticClosure } from './chunk-closure'

const configFile = path.resolve(import.meta.dirname, '../vite.config.ts')
let outDir = ''

beforeAll(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-first-load-'))
})

afterAll(async () => {
  await fs.rm(outDir, { recursive: true, force: true })
})

describe('the first load in one chunk', () => {
  it('the app imports one chunk besides the starter, holding the app and no lazy screen', async () => {
    // The site's own configuration, written to a folder: the plugin skips builds that write
    // nothing. (Under Vitest, NODE_ENV is `test`: React's development files, the same chunks.)
    const output = (await build({
      configFile,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    })) as Rollup.RollupOutput
    const chunks = chunksOf(output.output)
    const start = [...chunks.values()].find((chunk) =>
      chunk.facadeModuleId?.endsWith('/src/start.ts'),
    )!
    const loaded = staticClosure(chunks, start.fileName)
    const starter = [...chunks.values()].filter((chunk) => chunk.isEntry)
    const others = loaded.filter((chunk) => chunk !== start && !starter.includes(chunk))
    // Without the plugin: 39 chunks besides the runtime, most under 1 KB. The bundler's runtime
    // helpers may stay a chunk of their own (the starter uses them too).
    const names = others.map((chunk) => chunk.name).filter((name) => name !== 'rolldown-runtime')
    expect(names).toEqual(['app'])
    const modules = others.flatMap((chunk) => chunk.moduleIds)
    for (const shell of ['/src/app/router.tsx', '/src/features/catalog/routes/catalog.tsx']) {
      expect(
        modules.some((id) => id.endsWith(shell)),
        shell,
      ).toBe(true)
    }
    // Lazy screens and what only they use stay out of it.
    for (const lazy of ['/src/features/catalog/routes/product.tsx', '/node_modules/zod/']) {
      expect(
        modules.some((id) => id.includes(lazy)),
        lazy,
      ).toBe(false)
    }
  })
})
