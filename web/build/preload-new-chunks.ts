import type { Plugin, Rollup } from 'vite'

import { chunksOf, staticClosure } from './chunk-closure.ts'

/**
 * What a lazy import asks the browser to preload: only chunks the importing chunk has not
 * loaded already. Vite's preload list for `import('./screen')` is the screen's whole static
 * closure, and its helper looks each entry up in the page and appends a `<link rel=modulepreload>`
 * for it, even for the chunks the importer itself imported (React, Chakra, i18n, …): on a rendered
 * page the app's import of its screen appended ~40 such links, about 0.1 s of a throttled phone's
 * start (docs/decisions/0094-preload-new-chunks.md). A chunk that runs `import()` has its own
 * static imports loaded and evaluated, so they are left out; what stays is what the screen adds.
 *
 * `record()` is the plugin that reads the bundle's chunk graph before Vite writes the lists;
 * `newChunks()` is what `build.modulePreload.resolveDependencies` calls.
 */
export function preloadNewChunks() {
  let chunks = new Map<string, Rollup.OutputChunk>()

  const record: Plugin = {
    name: 'sog:preload-new-chunks',
    apply: 'build',
    generateBundle: {
      // Before Vite's own generateBundle, which calls resolveDependencies.
      order: 'pre',
      handler(_, bundle) {
        chunks = chunksOf(Object.values(bundle))
      },
    },
  }

  const newChunks = (deps: string[], hostId: string): string[] => {
    if (chunks.size === 0) throw new Error('preload-new-chunks: the bundle was not recorded')
    const loaded = new Set(staticClosure(chunks, hostId).map((chunk) => chunk.fileName))
    return deps.filter((dep) => !loaded.has(dep))
  }

  return { record, newChunks }
}
