import { describe, expect, it } from 'vitest'

import { tabsSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme'

import { appSystem, DROPPED_PALETTES, recipes, renderedPageSystem, slotRecipes } from './theme'

/** Every source file's text, to see which Chakra components the app imports. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

/** The recipe each styled Chakra component reads; `null` for components without one. */
const RECIPE_OF: Record<string, string | null> = {
  Alert: 'alert',
  Badge: 'badge',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  ButtonGroup: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  FileUpload: 'fileUpload',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  InputGroup: 'inputAddon',
  Link: 'link',
  List: 'list',
  NativeSelect: 'nativeSelect',
  // Chakra's default theme has no recipe for it: its parts are buttons (ButtonGroup).
  Pagination: null,
  Progress: 'progress',
  Skeleton: 'skeleton',
  Slider: 'slider',
  Spinner: 'spinner',
  Stat: 'stat',
  Table: 'table',
  Tabs: 'tabs',
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  ...Object.fromEntries(
    [
      'Box',
      'Center',
      'ChakraProvider',
      'Flex',
      'Grid',
      'Group',
      'HStack',
      'Image',
      'Portal',
      'SimpleGrid',
      'Span',
      'Stack',
      'Text',
      'VisuallyHidden',
      'Wrap',
      'chakra',
    ].map((name) => [name, null]),
  ),
}

function importedComponents(): string[] {
  const names = new Set<string>()
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!
        // Types, helpers (createToaster, createSystem…) and props types carry no styles.
        if (name && !name.startsWith('type ') && /^[A-Z]/.test(name) && !name.endsWith('Props'))
          names.add(name)
      }
    }
  }
  return [...names].sort()
}

/** Where a component that brings its own recipe is imported from Chakra: its wrapper. */
const OWN_RECIPE_FOLDER = '/src/components/ui/own-recipe/'

/** The components with a wrapper of their own there, by name (`data-list.ts` → DataList). */
const ownRecipeFiles = new Map(
  Object.entries(sources)
    .filter(([file]) => file.startsWith(OWN_RECIPE_FOLDER) && !file.endsWith('/with-recipe.tsx'))
    .map(([file, text]) => {
      const base = file.slice(OWN_RECIPE_FOLDER.length).replace(/\.tsx?$/, '')
      const name = base.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) =>
        letter.toUpperCase(),
      )
      return [name, { file, text }]
    }),
)

const themeRecipes: Record<string, unknown> = { ...recipes, ...slotRecipes }

describe('trimmed Chakra theme', () => {
  it.each(importedComponents())('has the recipe %s needs', (component) => {
    expect(RECIPE_OF, `add ${component} to RECIPE_OF and its recipe to theme.ts`).toHaveProperty(
      component,
    )
    const recipe = RECIPE_OF[component]
    if (recipe && !ownRecipeFiles.has(component))
      expect(themeRecipes, `${component}: its recipe in theme.ts or a wrapper`).toHaveProperty(
        recipe,
      )
  })

  it.each([...ownRecipeFiles.keys()])(
    '%s brings its own recipe, and only its wrapper imports it from Chakra',
    (component) => {
      const recipe = RECIPE_OF[component]!
      // The first load leaves it out; the wrapper passes it.
      expect(themeRecipes).not.toHaveProperty(recipe)
      const { file, text } = ownRecipeFiles.get(component)!
      expect(text).toMatch(new RegExp(`\\b${recipe}(Slot)?Recipe\\b`))
      const importsIt = new RegExp(
        `import\\s*\\{[^}]*\\b${component}\\b[^}]*\\}\\s*from\\s*'@chakra-ui/react'`,
      )
      for (const [other, source] of Object.entries(sources))
        if (other !== file)
          expect(importsIt.test(source), `${other} imports ${component}`).toBe(false)
    },
  )
})

describe('palettes left out of the theme', () => {
  it.each(DROPPED_PALETTES)('no source file names %s', (palette) => {
    // As a colorPalette ("teal", 'teal') or a token ("teal.500", 'teal.solid').
    const named = new RegExp(`["'\`]${palette}(\\.[a-z0-9]+)?["'\`]`)
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('/app/theme.ts')) continue
      expect(named.test(text), `${file} names ${palette}`).toBe(false)
    }
  })

  it('keeps the ones the screens use', () => {
    for (const palette of ['brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue'])
      expect(appSystem().token(`colors.${palette}.solid`, ''), palette).not.toBe('')
    for (const palette of DROPPED_PALETTES)
      expect(appSystem().token(`colors.${palette}.solid`, ''), palette).toBe('')
  })
})

describe('global styles', () => {
  it('sets the custom properties every element inherits once, on <html>, not on each element', () => {
    const globalCss = appSystem()._config.globalCss ?? {}
    const customProperties = (rule: object | undefined) =>
      Object.keys(rule ?? {}).filter((name) => name.startsWith('--'))
    expect(customProperties(globalCss['*'])).toEqual([])
    expect(customProperties(globalCss.html)).toEqual(
      expect.arrayContaining(['--global-color-border', '--global-font-body', '--ring-inset']),
    )
  })
})

describe('recipes given by prop', () => {
  it('are compiled once per system, as the theme’s are, not on every mount', () => {
    const system = appSystem()
    expect(system.sva(tabsSlotRecipe)).toBe(system.sva(tabsSlotRecipe))
    expect(system.cva(textareaRecipe)).toBe(system.cva(textareaRecipe))
    // The rendered page's system is built on it and shares what it compiled.
    expect(renderedPageSystem().sva(tabsSlotRecipe)).toBe(system.sva(tabsSlotRecipe))
  })
})
