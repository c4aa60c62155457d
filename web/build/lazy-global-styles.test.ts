import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

import { lazyGlobalStyles } from './lazy-global-styles'

const require = createRequire(import.meta.url)
const systemModule = path.join(
  path.dirname(require.resolve('@chakra-ui/react')),
  '..',
  'esm',
  'styled-system',
  'system.js',
)

/** The plugin's transform of `code` as the module at `id`. */
function transform(code: string, id = systemModule): string | null {
  const hook = lazyGlobalStyles().transform as (code: string, id: string) => { code: string } | null
  return hook(code, id)?.code ?? null
}

type System = { _global: unknown[] }

/**
 * Chakra's createSystem from `source`, loaded beside the installed module (its imports are
 * relative) and removed again.
 */
async function systemFrom(source: string, name: string): Promise<System> {
  const file = path.join(path.dirname(systemModule), `system.${name}-${process.pid}.test.mjs`)
  writeFileSync(file, source)
  try {
    const { createSystem } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      createSystem: (config: object) => System
    }
    return createSystem({ theme: { tokens: { colors: { brand: { value: '#000' } } } } })
  } finally {
    rmSync(file)
  }
}

describe('lazy global styles', () => {
  const original = readFileSync(systemModule, 'utf8')

  it("makes Chakra's system build its global styles on first read, the same ones", async () => {
    const lazy = transform(original)
    expect(lazy).not.toBeNull()
    expect(lazy).not.toContain('const _global = [')
    const eagerSystem = await systemFrom(original, 'eager')
    const lazySystem = await systemFrom(lazy ?? '', 'lazy')
    expect(Object.getOwnPropertyDescriptor(lazySystem, '_global')?.get).toBeTypeOf('function')
    expect(lazySystem._global).toEqual(eagerSystem._global)
    expect(lazySystem._global).toBe(lazySystem._global)
  })

  it('fails the build when Chakra changes the code it relies on', () => {
    expect(() => transform(original.replace('getTokenCss()]', 'getTokenCss(), x]'))).toThrow(
      /no longer builds _global/,
    )
  })

  it('leaves every other module alone', () => {
    expect(transform(original, '/repo/node_modules/@chakra-ui/react/dist/esm/index.js')).toBeNull()
  })
})
