// ESLint flat config: Next's recommended rules (Core Web Vitals + TypeScript), with formatting left to Prettier.
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// A double cast (`x as unknown as T`, `x as any as T`) silences the type checker instead of stating a type: narrow
// with a check, type the source, or cast once from a type the value really has.
const DOUBLE_CAST = {
  selector:
    ':matches(TSAsExpression, TSTypeAssertion) > :matches(TSAsExpression, TSTypeAssertion).expression:matches([typeAnnotation.type="TSUnknownKeyword"], [typeAnnotation.type="TSAnyKeyword"])',
  message: 'No double cast through unknown or any: narrow with a check or cast once from the real type.',
}

// `x as never` fits any slot, so it checks nothing: give the value its type (src/payload-types.ts has Payload's),
// narrow it (src/lib/platform/narrow.ts), or cast once to the type the slot wants.
const AS_NEVER = {
  selector: ':matches(TSAsExpression, TSTypeAssertion)[typeAnnotation.type="TSNeverKeyword"]',
  message: 'No `as never`: type the value (src/payload-types.ts, a helper of src/lib/platform/narrow.ts) or narrow it.',
}

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
    rules: { 'no-restricted-syntax': ['error', DOUBLE_CAST, AS_NEVER] },
  },
])
