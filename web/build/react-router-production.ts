import { createRequire } from 'node:module'
import path from 'node:path'
import type { Alias } from 'vite'

/**
 * React Router's package sends every import to its development build, whatever the mode, so a
 * production bundle kept its developer warnings, their code included
 * (docs/decisions/0100-react-router-production.md). The package ships its production build beside
 * it, file for file; production builds of the site and of the server's renderer take that one.
 */
export function reactRouterProduction(): Alias[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
  const production = (file: string) => path.join(root, 'dist/production', file)
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ]
}
