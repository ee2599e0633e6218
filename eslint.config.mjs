// ESLint flat config: Next's recommended rules (Core Web Vitals + TypeScript), with formatting left to Prettier.
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'media/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/admin/importMap.js',
  ]),
  {
    rules: {
      // Unused names are mistakes, except deliberate placeholders such as `_req` or `{ a, ...rest }`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mts}'],
    rules: {
      // A double cast (`x as unknown as T`, `x as any as T`) silences the type checker instead of stating a type:
      // narrow with a check, type the source, or cast once from a type the value really has.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TSAsExpression > TSAsExpression.expression:matches([typeAnnotation.type="TSUnknownKeyword"], [typeAnnotation.type="TSAnyKeyword"])',
          message: 'No double cast through unknown or any: narrow with a check or cast once from the real type.',
        },
      ],
    },
  },
])
