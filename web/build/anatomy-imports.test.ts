import { describe, expect, it } from 'vitest'

import { anatomyImports } from './anatomy-imports'

const chakraAnatomy = '/repo/node_modules/@chakra-ui/react/dist/esm/anatomy.js'
const chakraRecipe = '/repo/node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkbox.js'
const arkAnatomy = '/repo/node_modules/@ark-ui/react/dist/components/dialog/dialog.anatomy.js'
const arkComponent = '/repo/node_modules/@ark-ui/react/dist/components/dialog/dialog-root.js'

/** The plugin's resolveId with a resolver that answers the address it was asked for. */
async function resolve(source: string, importer: string): Promise<string | null> {
  const hook = anatomyImports().resolveId as (
    this: unknown,
    source: string,
    importer: string,
    options: object,
  ) => Promise<{ id: string } | null>
  const context = { resolve: (id: string) => Promise.resolve({ id }) }
  return (await hook.call(context, source, importer, {}))?.id ?? null
}

describe('anatomy imports', () => {
  it("sends Chakra's theme to Ark's anatomy-only entry", async () => {
    expect(await resolve('@ark-ui/react/dialog', chakraAnatomy)).toBe('@ark-ui/react/anatomy')
    expect(await resolve('@ark-ui/react', chakraAnatomy)).toBe('@ark-ui/react/anatomy')
    expect(await resolve('@ark-ui/react/checkbox', chakraRecipe)).toBe('@ark-ui/react/anatomy')
  })

  it("sends Ark's anatomy files to Zag's anatomy-only entry where there is one", async () => {
    expect(await resolve('@zag-js/dialog', arkAnatomy)).toBe('@zag-js/dialog/anatomy')
    // @zag-js/anatomy is the anatomy itself: no entry of that name.
    expect(await resolve('@zag-js/anatomy', arkAnatomy)).toBeNull()
  })

  it('leaves the components themselves alone', async () => {
    expect(await resolve('@zag-js/dialog', arkComponent)).toBeNull()
    expect(
      await resolve('@ark-ui/react/dialog', '/repo/web/src/app/layout/mobile-menu.tsx'),
    ).toBeNull()
  })
})
