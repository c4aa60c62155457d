// @vitest-environment node
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { EAGER } from './lazy-global-styles'
import { WORKAROUNDS } from './workarounds'

const require = createRequire(import.meta.url)

/** The folder of the installed package `name`, found from its main entry. */
function packageFolder(name: string): string {
  let folder = path.dirname(require.resolve(name))
  while (!fs.existsSync(path.join(folder, 'package.json')) || !folder.endsWith(name)) {
    folder = path.dirname(folder)
  }
  return folder
}

const manifest = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(packageFolder(name), 'package.json'), 'utf8')) as {
    version: string
    exports: Record<string, Record<string, { default: string }>>
  }

const read = (name: string, file: string) =>
  fs.readFileSync(path.join(packageFolder(name), file), 'utf8')

describe('the build’s workarounds', () => {
  it('lists every plugin the site’s build uses, and no other', () => {
    const config = fs.readFileSync(path.join(import.meta.dirname, '../vite.config.ts'), 'utf8')
    const used = [...config.matchAll(/from '\.\/build\/([a-z-]+\.ts)'/g)].map((m) => m[1])
    expect(used.toSorted()).toEqual(Object.keys(WORKAROUNDS).toSorted())
  })

  it.each(Object.entries(WORKAROUNDS))(
    '%s runs on the library versions it was tested on',
    (_, { testedOn }) => {
      for (const [name, version] of Object.entries(testedOn)) {
        expect(manifest(name).version, name).toBe(version)
      }
    },
  )

  describe('each one’s cause is still in the installed library', () => {
    it("lazy-global-styles: Chakra's createSystem builds the global styles as it loads", () => {
      expect(read('@chakra-ui/react', 'dist/esm/styled-system/system.js')).toContain(EAGER)
    })

    it("react-router-production: React Router's package sends imports to its development build", () => {
      const main = manifest('react-router').exports['.']!
      expect(main.import!.default).toMatch(/\/development\//)
      expect(fs.existsSync(path.join(packageFolder('react-router'), 'dist/production'))).toBe(true)
    })

    it('font-subsets: the smallest packaged face with the Polish letters is large', () => {
      const file = path.join(
        packageFolder('@fontsource-variable/inter'),
        'files/inter-latin-ext-wght-normal.woff2',
      )
      expect(fs.statSync(file).size).toBeGreaterThan(40_000)
    })
  })
})
