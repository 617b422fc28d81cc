// ESLint flat config after the official typescript-action template: eslint's and typescript-eslint's
// recommended rules, jest's for the tests, prettier as the formatter (its differences are errors).
import js from '@eslint/js'
import jest from 'eslint-plugin-jest'
import prettierRecommended from 'eslint-plugin-prettier/recommended'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      '.tmp/',
      '__tests__/sim/openapi/',
      'src/registry/generated/',
      'src/cli/generated/',
      'src/mcp/generated/'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      camelcase: 'off',
      'no-console': 'off',
      'no-shadow': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    files: ['__tests__/**/*.ts', '__fixtures__/**/*.ts'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      // The suites build their cases from tables and check them in helpers.
      'jest/expect-expect': 'off',
      'jest/no-conditional-expect': 'off',
      'jest/no-standalone-expect': 'off',
      // scenario.ts files are suites shared by two variant test files (forge-gitea, forge-forgejo).
      'jest/no-export': 'off',
      'jest/valid-title': 'off',
      '@typescript-eslint/no-explicit-any': 'off'
    }
  },
  {
    // CommonJS preloads (node -r) of the benchmark.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  prettierRecommended
)
