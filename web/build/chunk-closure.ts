import type { Rollup } from 'vite'

/** A build's chunks by file name, from its output (`build()`) or its bundle (`generateBundle`). */
export function chunksOf(
  items: Iterable<Rollup.OutputChunk | Rollup.OutputAsset>,
): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>()
  for (const item of items) if (item.type === 'chunk') chunks.set(item.fileName, item)
  return chunks
}

/**
 * The chunks loaded once the chunk `from` (a file name) runs: it and its static imports, followed
 * to the end (a dynamic import is not among them).
 */
export function staticClosure(
  chunks: ReadonlyMap<string, Rollup.OutputChunk>,
  from: string,
): Rollup.OutputChunk[] {
  const loaded = new Set<Rollup.OutputChunk>()
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName)
    if (!chunk || loaded.has(chunk)) return
    loaded.add(chunk)
    for (const name of chunk.imports) visit(name)
  }
  visit(from)
  return [...loaded]
}
