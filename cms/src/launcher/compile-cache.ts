import module from 'node:module'
import path from 'node:path'

import { CMS_DIR } from '@/lib/paths'

/**
 * Node's module compile cache (docs/decisions/0180-compile-cache.md): V8's compiled code of
 * every module the launcher, its render thread and Next load, kept on disk so the next start
 * compiles none of them again. In Next's cache folder, the one place the Docker image lets the
 * server write besides its data; never in the shared temporary folder, where another user
 * could place what a root server would then run.
 */
export const COMPILE_CACHE_DIR = path.join(CMS_DIR, '.next', 'cache', 'node-compile-cache')

/**
 * Turns the cache on for this process, and through the environment for the threads and
 * processes it starts. It is an optimisation only: where the folder cannot be written, Node
 * says why and everything runs as before.
 */
export function enableCompileCache(): void {
  const { directory } = module.enableCompileCache(COMPILE_CACHE_DIR)
  if (directory) process.env.NODE_COMPILE_CACHE = directory
}

/** Writes what this process compiled so far, so a start killed later still leaves it. */
export function keepCompiledModules(): void {
  module.flushCompileCache()
}
