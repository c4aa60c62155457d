import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Chakra's theme reads each component's anatomy (its part names) through the component's whole
 * barrel — `@ark-ui/react/dialog`, which Ark in turn reads from `@zag-js/dialog` with the
 * machine and connect beside it. The bundler drops the unused code, but it still counts those
 * modules as reachable from the first page, so the code the lazy screens share (dialog, slider,
 * checkbox, …) is put into chunks the first page loads. Sending those anatomy imports to the
 * anatomy-only entries both packages publish (`@ark-ui/react/anatomy`, `@zag-js/<name>/anatomy`)
 * keeps the first load to the code it runs (docs/decisions/0088-anatomy-imports.md).
 */
const CHAKRA_THEME = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](anatomy\.js$|theme[\\/])/
const ARK_ANATOMY =
  /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js$/
const ARK_COMPONENT = /^@ark-ui\/react(\/[a-z-]+)?$/
const ZAG_PACKAGE = /^@zag-js\/([a-z-]+)$/

export function anatomyImports(): Plugin {
  const require = createRequire(import.meta.url)
  /** Whether `@zag-js/<name>` publishes its anatomy on its own. */
  const hasAnatomyEntry = (name: string): boolean => {
    try {
      const manifest = path.join(
        path.dirname(require.resolve(`@zag-js/${name}`)),
        '..',
        'package.json',
      )
      const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports?: object }
      return Boolean(exports && './anatomy' in exports)
    } catch {
      return false
    }
  }
  return {
    name: 'sog:anatomy-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      if (
        CHAKRA_THEME.test(importer) &&
        ARK_COMPONENT.test(source) &&
        source !== '@ark-ui/react/anatomy'
      ) {
        return this.resolve('@ark-ui/react/anatomy', importer, { ...options, skipSelf: true })
      }
      const zag = ZAG_PACKAGE.exec(source)
      if (ARK_ANATOMY.test(importer) && zag?.[1] && hasAnatomyEntry(zag[1])) {
        return this.resolve(`${source}/anatomy`, importer, { ...options, skipSelf: true })
      }
      return null
    },
  }
}
