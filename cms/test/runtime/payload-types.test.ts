import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { generateTypes } from 'payload/node'
import { describe, expect, it } from 'vitest'

import { CMS_DIR } from '@/lib/paths'

const COMMITTED = path.join(CMS_DIR, 'src/payload-types.ts')

// Payload does not regenerate the types at start (`typescript.autoGenerate: false`, issue 33),
// so this test is what keeps the committed file true to the config.
describe("Payload's generated types", () => {
  it('are what `payload generate:types` writes from the config', async () => {
    const { default: configPromise } = await import('@payload-config')
    const config = await configPromise
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-types-'))
    try {
      const outputFile = path.join(dir, 'payload-types.ts')
      await generateTypes(
        { ...config, typescript: { ...config.typescript, outputFile } },
        { log: false },
      )
      expect(
        await fs.readFile(COMMITTED, 'utf8'),
        'run `npm run generate:types -w cms` and commit the result',
      ).toBe(await fs.readFile(outputFile, 'utf8'))
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
