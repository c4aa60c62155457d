import type { Plugin } from 'vite'

/**
 * Chakra's `createSystem` builds the page's global styles (reset, global rules and every token
 * as a CSS variable) as soon as the theme module loads: about half of `createSystem`, which runs
 * on every first load. A page the server rendered already has those styles and the app never
 * reads them (app/theme.ts, `renderedPageSystem`), so the system builds them on first read
 * instead (docs/decisions/0096-lazy-global-styles.md). The build fails when a Chakra release
 * changes the code this relies on, rather than shipping it unchanged.
 */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
export const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const RETURNED = /\n(\s*)_global,\n/

export function lazyGlobalStyles(): Plugin {
  return {
    name: 'sog:lazy-global-styles',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null
      if (!code.includes(EAGER) || !RETURNED.test(code)) {
        throw new Error(`${id} no longer builds _global as lazy-global-styles.ts expects`)
      }
      const lazy = code
        .replace(EAGER, 'let _global;')
        .replace(
          RETURNED,
          '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
        )
      return { code: lazy, map: null }
    },
  }
}
