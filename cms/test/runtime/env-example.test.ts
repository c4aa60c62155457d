import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { CMS_DIR } from '@/lib/paths'

const ROOT = path.join(CMS_DIR, '..')
// Where the project reads its settings: every workspace's code, tests and tools, and the
// compose file.
const SOURCES = ['cms/src', 'cms/scripts', 'cms/test', 'contract/src', 'web/src', 'e2e']
const SKIP = /(^|\/)(node_modules|dist|\.next|test-results|screenshots)(\/|$)/
const CODE = /\.(ts|tsx|mjs|js)$/
// Set by npm and CI systems, not by users.
const NOT_SETTINGS = new Set(['INIT_CWD', 'CI'])

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
  return entries
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((file) => CODE.test(file) && !SKIP.test(file))
}

async function variablesRead(): Promise<Set<string>> {
  const files = [
    ...(await Promise.all(SOURCES.map(filesUnder))).flat(),
    'web/vite.config.ts',
    'cms/next.config.ts',
  ]
  const names = new Set<string>()
  for (const file of files) {
    const text = await fs.readFile(path.join(ROOT, file), 'utf8')
    for (const [, name] of text.matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g))
      names.add(name!)
  }
  const compose = await fs.readFile(path.join(ROOT, 'docker-compose.yml'), 'utf8')
  for (const [, name] of compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) names.add(name!)
  for (const name of NOT_SETTINGS) names.delete(name)
  return names
}

describe('.env.example', () => {
  it('describes every variable the project reads, and no other', async () => {
    const example = await fs.readFile(path.join(ROOT, '.env.example'), 'utf8')
    // Set (`NAME=…`) or shown commented out (`# NAME=…`).
    const described = new Set(
      [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!),
    )
    expect([...described].sort()).toEqual([...(await variablesRead())].sort())
  })
})
