import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'

import { chunksOf, staticClosure } from './chunk-closure.ts'
import { reactRouterProduction } from './react-router-production.ts'

const ENTRY = fileURLToPath(new URL('./stack-floor/entry.tsx', import.meta.url))

/**
 * The floor of the site's first load (issue 12's 150 KB goal; docs/decisions/0101-stack-floor.md):
 * the fixed stack's libraries with an empty app (stack-floor/entry.tsx), built for production as
 * the site is. Answers the chunks a page loads first, the entry and its static imports; the lazy
 * screen's chunk is not among them.
 */
export async function buildStackFloor(): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    root: fileURLToPath(new URL('./stack-floor', import.meta.url)),
    mode: 'production',
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: reactRouterProduction() },
    // Vite takes NODE_ENV from the environment when it is set (`test` under Vitest), and the
    // libraries would then bring their development builds.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { write: false, rolldownOptions: { input: ENTRY } },
  })) as Rollup.RollupOutput
  const chunks = chunksOf(output.output)
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!
  return staticClosure(chunks, entry.fileName)
}
