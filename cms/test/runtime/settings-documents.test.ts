import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { CMS_DIR } from '@/lib/paths'
import { DEFINITIONS } from '@/settings/definitions'
import {
  between,
  COMPOSE_MARKERS,
  composeEnvironment,
  envExample,
  README_MARKERS,
  readmeTable,
} from '@/settings/documents'
import { TOOL_GROUPS } from '@/settings/tools'

const ROOT = path.join(CMS_DIR, '..')
const read = (file: string) => fs.readFile(path.join(ROOT, file), 'utf8')
// Where the project reads its environment: every workspace's code, tests and tools.
const SOURCES = ['cms/src', 'cms/scripts', 'cms/test', 'contract/src', 'web/src', 'e2e']
const SKIP = /(^|\/)(node_modules|dist|\.next|test-results|screenshots)(\/|$)/
const CODE = /\.(ts|tsx|mjs|js)$/
// Set by npm, Vitest, CI systems, the operating system or the launcher for its children, not by
// users.
const NOT_SETTINGS = new Set([
  'INIT_CWD',
  'CI',
  'PATH',
  'TZ',
  'SOG_LAUNCHER_PID',
  'NODE_COMPILE_CACHE',
  'VITEST',
])

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
  return entries
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((file) => CODE.test(file) && !SKIP.test(file))
}

describe('the settings documents', () => {
  const regenerate = 'run `npm run generate:settings -w cms`'

  it('.env.example, the README table and Compose are written from the definitions', async () => {
    expect(await read('.env.example'), regenerate).toBe(envExample())
    const readme = await read('README.md')
    expect(readme, regenerate).toBe(between(readme, ...README_MARKERS, readmeTable()))
    const compose = await read('docker-compose.yml')
    expect(compose, regenerate).toBe(between(compose, ...COMPOSE_MARKERS, composeEnvironment()))
  })

  it('Compose passes every setting it does not fix or explain', () => {
    const passed = [...composeEnvironment().matchAll(/^\s+([A-Z0-9_]+):/gm)].map((m) => m[1])
    for (const definition of DEFINITIONS)
      if (!('omit' in definition.compose))
        expect(passed, definition.name).toContain(definition.name)
  })

  it('every variable the project reads is a setting or a documented tool variable', async () => {
    const files = [
      ...(await Promise.all(SOURCES.map(filesUnder))).flat(),
      'web/vite.config.ts',
      'cms/next.config.ts',
    ]
    const known = new Set<string>([
      ...DEFINITIONS.map((d) => d.name),
      ...TOOL_GROUPS.flatMap((g) => g.variables.map((v) => v.name)),
      ...NOT_SETTINGS,
    ])
    const unknown = new Set<string>()
    for (const file of files) {
      const text = await fs.readFile(path.join(ROOT, file), 'utf8')
      for (const [, name] of text.matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g))
        if (!known.has(name!)) unknown.add(`${name} (${file})`)
    }
    expect([...unknown]).toEqual([])
  })
})
