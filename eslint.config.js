import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import fs from 'node:fs'
import tseslint from 'typescript-eslint'

const features = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The layering, enforced (docs/api.md, "The /api contract"; README, "Development"): a feature
 * never imports another feature or the app; shared code (`lib`, `components`, `config`) imports
 * no feature and not the app; the web app takes nothing from the server side but the contract;
 * the contract imports neither side.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; move shared code to lib/ or components/.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app shell.',
  },
  ...['lib', 'components', 'config'].map((shared) => ({
    target: `./web/src/${shared}`,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code imports no feature and not the app.',
  })),
  {
    target: './web',
    from: ['./cms', './e2e'],
    message: 'The web app takes only @sog/contract from the server side.',
  },
  {
    target: './contract',
    from: ['./cms', './web', './e2e'],
    message: 'The contract imports neither side.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/.next/',
      '**/dist/',
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
    files: ['contract/**/*.ts', 'cms/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['contract/tsconfig.json', 'cms/tsconfig.json', 'web/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['payload', '@payloadcms/*', '@sog/cms', '@sog/cms/*', '@cms/*'],
              message: 'The web app takes only @sog/contract from the server side.',
            },
          ],
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
