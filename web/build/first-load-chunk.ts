import { build, type Plugin, type Rollup } from 'vite'

import { chunksOf, staticClosure } from './chunk-closure.ts'

type Options = {
  /** The Vite config file the site is built from, built once more by the first pass. */
  configFile: string
  /** The app's module, which the page's starter imports once the page has loaded. */
  start: string
}

/**
 * The app's first load in one chunk (docs/decisions/0102-first-load-chunk.md). The bundler gives
 * every module the app shares with a lazy screen a chunk of its own, even though a lazy screen is
 * only ever loaded after the app (an open bundler bug, rolldown/rolldown#10731): the first load was
 * 44 files, most under 1 KB. A first pass builds the site in memory and reads which modules end up
 * in the chunks the app loads statically; the real build puts exactly those into one chunk, so
 * what tree-shaking keeps decides, not the import edges (a barrel's edges reach every component).
 * Builds that write nothing (the first pass itself) and the server's renderer are left alone.
 */
export function firstLoadChunk({ configFile, start }: Options): Plugin {
  return {
    name: 'sog:first-load-chunk',
    apply: 'build',
    async config(config, { mode, isSsrBuild }) {
      if (isSsrBuild || config.build?.write === false) return
      const modules = await firstLoadModules(configFile, mode, start)
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The set is already what the app loads: its dependencies are in it, and going by
                // import edges would take in what tree-shaking drops.
                includeDependenciesRecursively: false,
                groups: [{ name: 'app', test: (id: string) => modules.has(id) }],
              },
            },
          },
        },
      }
    },
  }
}

/**
 * The modules of the chunks the app's own chunk imports statically, followed to the end, less
 * the app's module (its chunk stays the starter's dynamic import) and the starter's own modules
 * (the page loads those first, before the app).
 */
async function firstLoadModules(
  configFile: string,
  mode: string,
  start: string,
): Promise<Set<string>> {
  const output = (await build({
    configFile,
    mode,
    logLevel: 'silent',
    build: { write: false },
  })) as Rollup.RollupOutput
  const chunks = chunksOf(output.output)
  const app = [...chunks.values()].find((chunk) => chunk.facadeModuleId === start)
  if (!app) throw new Error(`first-load-chunk: no chunk is made from ${start}`)
  const starter = new Set([...chunks.values()].filter((c) => c.isEntry).flatMap((c) => c.moduleIds))
  const closure = staticClosure(chunks, app.fileName)
  // The workaround's cause (build/workarounds.ts): this pass builds without the grouping.
  const split = closure.filter((c) => c !== app && !c.isEntry && c.name !== 'rolldown-runtime')
  if (split.length <= 1) {
    throw new Error(
      `first-load-chunk: the bundler loads the app in ${split.length + 1} chunk(s) by itself; ` +
        'rolldown#10731 is fixed, so the plugin can go (docs/decisions/0102-first-load-chunk.md)',
    )
  }
  const modules = new Set<string>()
  for (const chunk of closure) {
    for (const id of chunk.moduleIds) if (id !== start && !starter.has(id)) modules.add(id)
  }
  return modules
}
