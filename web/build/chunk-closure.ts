import type { Rollup } from 'vite'

/** A build's chunks by file name. */
export function chunksOf(output: Rollup.RollupOutput): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>()
  for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item)
  return chunks
}

/**
 * The chunks that load with `from`: it and its static imports, followed to the end (a dynamic
 * import is not among them).
 */
export function staticClosure(
  chunks: Map<string, Rollup.OutputChunk>,
  from: Rollup.OutputChunk,
): Rollup.OutputChunk[] {
  const loaded = new Set<Rollup.OutputChunk>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (loaded.has(chunk)) return
    loaded.add(chunk)
    for (const name of chunk.imports) visit(chunks.get(name)!)
  }
  visit(from)
  return [...loaded]
}
