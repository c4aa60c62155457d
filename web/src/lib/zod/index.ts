/**
 * What `import … from 'zod'` gives the browser's build (the alias in vite.config.ts): zod itself,
 * told first to stay jitless (lib/zod/config.ts), so every chunk that builds a schema, the
 * contract's included, has it configured before its first schema — and zod stays off the first
 * load, which builds none.
 */
import './config'

export * from 'zod/v4'
export { z as default } from 'zod/v4'
