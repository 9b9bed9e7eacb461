// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint.layers.js';

/**
 * What `tsc` cannot catch, without type information so no TypeScript program is built: ESLint's and
 * typescript-eslint's recommended rules, React hooks called conditionally or with missing
 * dependencies, and which folder may import which. The rules that need types (promises nobody awaits
 * or handles, async functions passed where a callback's result is ignored, `await` of a value that is
 * not a promise) are oxlint's, in .oxlintrc.json (docs/decisions/0701-native-type-check-and-type-aware-lint.md).
 */
export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'web/src/gql/',
      'server/gateway/generated/',
      'web/codegen/',
      '**/*.cjs',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      // The HTTP test helper reads untyped JSON on purpose (tests/fixtures/http.ts says why).
      '@typescript-eslint/no-explicit-any': 'error',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic rules of hooks; the React Compiler's stricter rules wait until the app adopts the compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Which folder may import which (eslint.layers.js).
  ...layerRules,
);
