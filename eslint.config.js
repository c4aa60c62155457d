import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import fs from 'node:fs'
import tseslint from 'typescript-eslint'

const features = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The layering, enforced with ESLint's own `no-restricted-imports` (the import plugins need a
 * native resolver the npm registry here does not carry for every platform, which breaks
 * `npm ci`; docs/decisions/0073-layering.md): a feature never imports another feature or the app;
 * shared code (`lib`, `components`, `config`) imports no feature and not the app; the web app takes
 * nothing from the server side but the contract and the samples; the contract and the samples
 * import neither side. Import cycles
 * are checked by `npm run lint:cycles` (dpdm).
 */
const SERVER_SIDE = {
  group: ['payload', '@payloadcms/*', '@sog/cms', '@sog/cms/*', '@cms/*', '**/cms/src/**'],
  message: 'The web app takes only @sog/contract and @sog/samples from the server side.',
}
// From `features/<name>/<folder>/file`, two levels up is `features/`: another feature.
const UP_TO_FEATURES = {
  group: ['../../*', '../../../*'],
  message: 'Import other code through "@/…"; features never reach into each other.',
}
const APP = { group: ['@/app', '@/app/*'], message: 'Only the app shell imports the app.' }

/**
 * Chakra components whose recipes the theme leaves out of the first load: each is imported from
 * its wrapper, which brings the recipe (web/src/components/ui/own-recipe/<name>.ts,
 * docs/decisions/0171-recipes-with-components.md). The names are read from the folder.
 */
const ownRecipeFolder = new URL('./web/src/components/ui/own-recipe/', import.meta.url)
const OWN_RECIPE = {
  name: '@chakra-ui/react',
  importNames: fs
    .readdirSync(ownRecipeFolder)
    .filter((file) => /^[a-z-]+\.tsx?$/.test(file) && !file.startsWith('with-'))
    .map((file) =>
      file
        .replace(/\.tsx?$/, '')
        .replace(/(^|-)([a-z])/g, (_match, _dash, letter) => letter.toUpperCase()),
    ),
  message: 'Import it from @/components/ui/own-recipe/…: the wrapper brings its recipe.',
}
const restrict = (...patterns) => ['error', { patterns, paths: [OWN_RECIPE] }]
const SHARED_CODE = {
  group: ['@/features', '@/features/*', '**/features/*'],
  message: 'Shared code imports no feature.',
}

/**
 * The web calls /api only through its typed client over the contract's route table
 * (docs/decisions/0161-typed-api-client.md): a route of web/src/lib/api/routes.ts (written from
 * the table) with `callApi`, or a key `pathOf` wrote with `readApi`. Neither takes type arguments
 * (the table types them); no other code calls `fetch`, casts a string to a path, or spells a
 * route's path by hand. The paths are read from routes.ts, so a new route is covered at once.
 */
const apiPaths = [
  ...new Set(
    [
      ...fs
        .readFileSync(new URL('./web/src/lib/api/routes.ts', import.meta.url), 'utf8')
        .matchAll(/'(?:GET|POST|PUT|PATCH|DELETE) (\/[^']*)'/g),
    ].map(([, path]) => path),
  ),
]
// esquery's regular expressions end at the first slash: each is written \u002F.
const slash = (pattern) => pattern.replaceAll('/', '\\u002F')
const anyApiPath = slash(
  `^(/api)?(${apiPaths
    .map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+'))
    .join('|')})([?#].*)?$`,
)
const apiRoots = slash(
  `^(/api)?/(${[...new Set(apiPaths.map((path) => path.split('/')[1]))].join('|')})(/|\\?|$)`,
)
const HAND_WRITTEN_API = [
  {
    selector: `Literal[value=/${anyApiPath}/]`,
    message:
      'A hand-written /api path: name the route of lib/api/routes.ts (callApi, or pathOf for a key).',
  },
  {
    selector: `TemplateLiteral[quasis.0.value.cooked=/${apiRoots}/]`,
    message:
      'A hand-written /api path: name the route of lib/api/routes.ts (callApi, or pathOf for a key).',
  },
  {
    selector:
      'CallExpression[callee.name=/^(api|callApi|readApi|sendApi|apiAhead|pathOf)$/][typeArguments]',
    message: 'The route table types every /api call: no type arguments (docs/decisions/0161).',
  },
  {
    selector: "CallExpression[callee.name='fetch']",
    message: 'Only lib/api/api-client.ts calls fetch: call /api through callApi or readApi.',
  },
  {
    selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='ApiPath']",
    message: 'An /api path comes from pathOf, not from a cast.',
  },
]

const layering = [
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['@/features/*', `!@/features/${feature}`],
          message: 'Features never import each other; move shared code to lib/ or components/.',
        },
        APP,
        UP_TO_FEATURES,
        SERVER_SIDE,
      ),
    },
  })),
  {
    files: ['web/src/{lib,components,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(SHARED_CODE, APP, SERVER_SIDE),
    },
  },
  {
    files: ['web/src/{app,testing}/**/*.{ts,tsx}', 'web/src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(SERVER_SIDE) },
  },
  {
    // The wrappers themselves: shared code, the one place those components come from Chakra.
    files: ['web/src/components/ui/own-recipe/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_CODE, APP, SERVER_SIDE] }],
    },
  },
  {
    files: ['contract/**/*.ts', 'samples/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['@/*', '**/cms/**', '**/web/**', '**/e2e/**', 'payload', '@payloadcms/*'],
        message: 'The contract and the samples import neither side.',
      }),
    },
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/.next/',
      '**/dist/',
      'web/dist-ssr/',
      'data/',
      'cms/next-env.d.ts',
      // Written by Payload's generators; never edited by hand.
      'cms/src/payload-types.ts',
      'cms/src/migrations/',
      'cms/src/app/(payload)/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'e2e/screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: globals.node,
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...layering,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      // The client itself, the SPA's own page paths (which share some /api spellings), the
      // generated table, and the tests' server double and its fixtures.
      'web/src/lib/api/api-client.ts',
      'web/src/lib/api/call.ts',
      'web/src/lib/api/route.ts',
      'web/src/lib/api/routes.ts',
      'web/src/config/paths.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/testing/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...HAND_WRITTEN_API] },
  },
  {
    // A Local API read with `locale: 'all'` sets the locale on the `req` it is given, and a write
    // on the same `req` without a locale then runs in 'all' and drops the default language's
    // values (issue 27: an admin's description edit was thrown away). Writes that share a
    // request say their locale.
    files: ['cms/src/**/*.ts'],
    ignores: ['cms/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(create|update|updateGlobal)$/] > ObjectExpression:has(> Property[key.name='req']):not(:has(> Property[key.name='locale']))",
          message:
            "A Local API write on a shared `req` must name its `locale` (a read with locale 'all' leaves it on the req).",
        },
      ],
    },
  },
  {
    // Playwright fixtures declare the fixtures they use by destructuring, even none (`{}`).
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
)
