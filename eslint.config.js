import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    // Playwright fixtures declare the fixtures they use by destructuring, even none (`{}`).
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
)
