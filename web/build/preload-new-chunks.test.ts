// @vitest-environment node
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { preloadNewChunks } from './preload-new-chunks'

let dir = ''

/**
 * A page whose entry imports `shared` and lazily a screen that imports `shared` too, built by
 * Vite with the plugin or without it; answers the chunks of the preload list Vite wrote for the
 * lazy import.
 */
async function preloadListOfScreen(withPlugin: boolean): Promise<string[]> {
  const preload = preloadNewChunks()
  const output = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: withPlugin ? [preload.record] : [],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: path.join(dir, 'entry.js'),
        // `shared` a chunk of its own, as the app's libraries are (else the entry would hold it).
        output: {
          codeSplitting: {
            groups: [{ name: (id) => (id.endsWith('shared.js') ? 'shared' : null) }],
          },
        },
      },
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_, deps, { hostId }) =>
          withPlugin ? preload.newChunks(deps, hostId) : deps,
      },
    },
  })) as Rollup.RollupOutput
  const chunks = output.output.filter((item) => item.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)!
  const list = /m\.f=\[([^\]]*)\]/.exec(entry.code)?.[1] ?? ''
  return [...list.matchAll(/"assets\/([a-z]+)-[^"]+\.js"/g)].map((match) => match[1]!)
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-preload-'))
  const files = {
    'shared.js': 'export const shared = () => "shared"',
    'screen.js':
      'import { shared } from "./shared.js"\nexport const screen = () => shared() + "screen"',
    'entry.js':
      'import { shared } from "./shared.js"\nconsole.log(shared())\nvoid import("./screen.js").then((m) => console.log(m.screen()))',
  }
  for (const [name, code] of Object.entries(files)) await fs.writeFile(path.join(dir, name), code)
})

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true })
})

describe('preload new chunks', () => {
  it('preloads what a lazy import adds, not the chunks its importer loaded already', async () => {
    expect(await preloadListOfScreen(true)).toEqual(['screen'])
  })

  // The workaround's cause (build/workarounds.ts): when Vite leaves out the importer's own
  // chunks itself, this fails, and the plugin can go.
  it("is still needed: Vite's own list preloads the chunk the importer loaded", async () => {
    expect(await preloadListOfScreen(false)).toEqual(['screen', 'shared'])
  })
})
