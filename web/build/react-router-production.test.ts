// @vitest-environment node
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** Where the project's own Vite configuration sends `source`, imported by the app's starter. */
async function resolved(mode: string, source: string, ssr = false): Promise<string> {
  const config = await resolveConfig(
    { root: web, configFile: path.join(web, 'vite.config.ts'), mode, build: { ssr } },
    'build',
    mode,
  )
  const id = await config.createResolver()(source, path.join(web, 'src/main.tsx'), false, ssr)
  if (!id) throw new Error(`${source} did not resolve`)
  return id
}

describe("React Router's production build", () => {
  it.each([
    ['the site', false],
    ["the server's renderer", true],
  ])('is what a production build of %s bundles', async (_, ssr) => {
    for (const source of ['react-router', 'react-router/dom']) {
      const id = await resolved('production', source, ssr)
      expect(id).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/)
      // The one difference between the two builds: its warnings are off.
      expect(await fs.readFile(id, 'utf8')).not.toMatch(/ENABLE_DEV_WARNINGS = true/)
    }
  })

  it('is left to the package in development and tests, where its warnings help', async () => {
    expect(await resolved('development', 'react-router')).toMatch(/[\\/]dist[\\/]development[\\/]/)
  })
})
