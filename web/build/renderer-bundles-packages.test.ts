// @vitest-environment node
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const configFile = path.join(web, 'vite.config.ts')

describe('packages in the server’s renderer', () => {
  it('are bundled into it, so the front server loads one file', async () => {
    const config = await resolveConfig({ root: web, configFile, build: { ssr: true } }, 'build')
    expect(config.ssr.noExternal).toBe(true)
  })

  // Vitest takes any environment's `noExternal: true` as "every package through the module
  // runner" for the tests too: 7 % more processor time for the web suite (docs/performance.md).
  it('are left to Node everywhere else, the tests included', async () => {
    for (const [command, mode] of [
      ['serve', 'test'],
      ['serve', 'development'],
      ['build', 'production'],
    ] as const) {
      const config = await resolveConfig({ root: web, configFile, mode }, command, mode)
      expect(config.ssr.noExternal, `${command} in ${mode}`).not.toBe(true)
    }
  })
})
