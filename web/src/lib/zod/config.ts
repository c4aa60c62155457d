import { config } from 'zod/v4/core'

/**
 * The site's Content-Security-Policy has no 'unsafe-eval' (docs/decisions/0087-zod-jitless.md), so
 * zod's compiled fast path cannot run: it would only probe with `new Function` and be refused,
 * which the browser reports as a violation. Imported first by lib/zod/index.ts, which every
 * `import … from 'zod'` of the browser's build reaches.
 */
config({ jitless: true })
