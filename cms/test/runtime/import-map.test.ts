import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { generateImportMap } from 'payload'
import { describe, expect, it } from 'vitest'

import { CMS_DIR } from '@/lib/paths'

const COMMITTED = path.join(CMS_DIR, 'src/app/(payload)/cms/importMap.js')

// Payload's panel renders a blank page when a component its config names is missing from the
// committed import map (issue 27: the S3 plugin's upload handler, added even while disabled).
describe("Payload's import map", () => {
  it('is what `payload generate:importmap` writes from the config', async () => {
    const { default: configPromise } = await import('@payload-config')
    const config = await configPromise
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-import-map-'))
    try {
      const importMapFile = path.join(dir, 'importMap.js')
      await generateImportMap(
        {
          ...config,
          admin: { ...config.admin, importMap: { ...config.admin.importMap, importMapFile } },
        },
        { force: true, log: false },
      )
      expect(
        await fs.readFile(COMMITTED, 'utf8'),
        'run `npm run generate:importmap -w cms` and commit the result',
      ).toBe(await fs.readFile(importMapFile, 'utf8'))
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
