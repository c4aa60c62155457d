import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * The brand layer (docs/decisions/0131-brand-layer.md): black and yellow actions, Inter
 * (self-hosted, app/fonts.css) with a size-adjusted local fallback so the swap does not move the
 * layout, a bolder heading scale and one strong focus ring for every control.
 */
const FONT_STACK =
  "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"

/** A semantic colour that is the same in both colour modes (the site has no dark mode). */
const fixed = (value: string) => ({ value: { _light: value, _dark: value } })

const brandColors = {
  brand: {
    // Actions: black with yellow text; outline and ghost actions are black on white.
    solid: fixed('{colors.gray.950}'),
    contrast: fixed('{colors.yellow.400}'),
    fg: fixed('{colors.gray.950}'),
    muted: fixed('{colors.yellow.200}'),
    subtle: fixed('{colors.yellow.100}'),
    emphasized: fixed('{colors.yellow.300}'),
    border: fixed('{colors.gray.950}'),
    focusRing: fixed('{colors.gray.950}'),
  },
  // Chakra's grey ring (gray.400, 2 px) is hard to see: every neutral control gets the black one.
  gray: { focusRing: fixed('{colors.gray.950}') },
}

/**
 * Chakra's palettes no screen names: each costs the first load its tokens to build
 * (createSystem) and its CSS variables on every page (docs/decisions/0095-lean-theme.md).
 * `theme.test.ts` fails when a source file names one.
 */
export const DROPPED_PALETTES: readonly string[] = ['teal', 'cyan', 'purple', 'pink']

const withoutDropped = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !DROPPED_PALETTES.includes(name)),
  ) as T

/** Adds the brand's palette and overrides single tokens of Chakra's palettes, keeping the rest. */
function mergePalettes(base: typeof semanticTokens.colors, extra: typeof brandColors) {
  const gray = (base as Record<string, object>).gray
  return { brand: extra.brand, gray: { ...gray, ...extra.gray } }
}

/**
 * Printing a product page gives the product, its specifications, price and the company's contact,
 * nothing else (no header, footer, buttons or dealer list): docs/decisions/0134-print.md.
 * Screens mark what they drop with data-print="hide" and what only paper shows with "only".
 */
const printCss = {
  '[data-print="only"]': { display: 'none !important' },
  '@media print': {
    'header, footer, nav, [data-print="hide"], button:not([data-print="keep"])': {
      display: 'none !important',
    },
    '[data-print="only"]': { display: 'block !important' },
    'html, body, main': { background: 'white !important', color: 'black !important' },
    'table, tr, img': { breakInside: 'avoid' },
  },
}

/**
 * Chakra sets two dozen custom properties (its ring and filter utilities' defaults, the global
 * font and border colour) on every element with `*`, so each element carries its own copy: the
 * style recalculation of a rendered `/` took about a third longer in a 4× trace
 * (docs/decisions/0095-lean-theme.md). Custom properties are inherited, so set once on `<html>`
 * every element has the same values; no screen sets them on its own.
 */
const { fontFeatureSettings, ...elementDefaults } = globalCss['*'] ?? {}

const brandGlobalCss = {
  ...globalCss,
  ...printCss,
  '*': { fontFeatureSettings },
  html: { ...globalCss.html, ...elementDefaults, '--focus-ring-width': '3px' },
  // The fallback face: local Arial scaled to Inter's metrics, so swapping in Inter does not
  // move a line (CLS, issue 12). Numbers from Inter's own metrics (docs/decisions/0132-fonts.md).
  '@font-face': {
    fontFamily: 'Inter Fallback',
    src: "local('Arial'), local('Liberation Sans'), local('Arimo'), local('Helvetica')",
    sizeAdjust: '107.1%',
    ascentOverride: '90.4%',
    descentOverride: '22.5%',
    lineGapOverride: '0%',
  },
}

/** Headings: bold and tight, the page titles larger (PageHeader uses 3xl/4xl). */
const brandHeadingRecipe = {
  ...headingRecipe,
  base: { ...headingRecipe.base, fontWeight: 'bold', letterSpacing: '-0.02em' },
}

/** Slider thumbs: the same solid ring as every control, not Chakra's faint halo. */
const brandSliderRecipe = {
  ...sliderSlotRecipe,
  base: {
    ...sliderSlotRecipe.base,
    thumb: {
      ...sliderSlotRecipe.base?.thumb,
      _focusVisible: {
        outlineWidth: 'var(--focus-ring-width, 3px)',
        outlineStyle: 'solid',
        outlineOffset: '2px',
        outlineColor: 'colorPalette.focusRing',
      },
    },
  },
}

/**
 * Chakra's default theme with only the recipes of the components the first page a visitor opens
 * can show (the shell and the catalogue): the full set is about a third of the visitor's
 * first-load JavaScript. The other components bring their recipes with them, in the chunks of
 * the screens that show them (components/ui/own-recipe; docs/decisions/0171-recipes-with-components.md).
 * `theme.test.ts` checks every Chakra component the app imports has its recipe one way or the other.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: brandHeadingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
}

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  slider: brandSliderRecipe,
  toast: toastSlotRecipe,
}

const buildSystem = () =>
  // createSystem merges its configs itself: merging them first cloned the whole config twice
  // (about a sixth of createSystem, which runs on every page's first load).
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss: brandGlobalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens: {
          ...tokens,
          colors: withoutDropped(tokens.colors),
          fonts: {
            ...tokens.fonts,
            heading: { value: FONT_STACK },
            body: { value: FONT_STACK },
          },
        },
        semanticTokens: {
          ...semanticTokens,
          colors: {
            ...withoutDropped(semanticTokens.colors),
            ...mergePalettes(semanticTokens.colors, brandColors),
          },
        },
        recipes,
        slotRecipes,
        textStyles,
        layerStyles,
        animationStyles,
      },
    }),
  )

type System = ReturnType<typeof buildSystem>

/**
 * Chakra compiles a theme recipe once per system, but a recipe a component is given by prop
 * (components/ui/own-recipe) on every mount of the component: a form with twenty fieldsets and
 * text areas compiled twenty times. Kept per recipe object, each is compiled once, as a theme
 * recipe is (docs/decisions/0171-recipes-with-components.md).
 */
function compileOnce<Config extends object, Compiled>(
  compile: (config: Config) => Compiled,
): (config: Config) => Compiled {
  const compiled = new WeakMap<Config, Compiled>()
  return (config) => {
    if (!compiled.has(config)) compiled.set(config, compile(config))
    return compiled.get(config)!
  }
}

let built: { system: System; renderedPage: System } | undefined

/**
 * The system is built on first use, not when this module loads: `createSystem` is the largest
 * single piece of the app's start (about 40 % of evaluating a rendered page's modules, which was
 * one task of ~0.3 s on a throttled phone), so the app builds it in a task of its own before it
 * hydrates (app/index.tsx; docs/decisions/0098-three-tasks.md).
 */
function systems() {
  if (!built) {
    const system = buildSystem()
    system.sva = compileOnce(system.sva) as System['sva']
    system.cva = compileOnce(system.cva) as System['cva']
    built = {
      system,
      /**
       * The system for a page the server rendered: its global styles (reset, tokens, the
       * cascade layers' order) are in the page already and stay there (lib/page/rendered-styles.ts),
       * so the provider does not insert them a second time, which would restyle the whole page.
       * Built on `system` rather than copied from it: a copy would read, and so build, the
       * global styles the system builds only when asked (build/lazy-global-styles.ts).
       */
      renderedPage: Object.create(system, {
        _global: { value: [] },
        _config: { value: { ...system._config, disableLayers: true } },
      }) as System,
    }
  }
  return built
}

/** The app's Chakra system. */
export const appSystem = (): System => systems().system

/** The app's Chakra system on a page the server rendered, its global styles left out. */
export const renderedPageSystem = (): System => systems().renderedPage
