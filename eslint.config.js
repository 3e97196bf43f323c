import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'

/** Import boundaries (STYLE.md): shared code never reaches into features; the app never imports the mock. */
const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'coverage', 'src/routeTree.gen.ts', 'src/locales/**/*.{ts,js}', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server strings are rendered as text: no dangerouslySetInnerHTML.',
        },
      ],
    },
  },
  { files: ['src/lib/**'], rules: boundary(['@/features/*', '@/app/*', '@/components/*', '@/routes/*', '@/mocks/*']) },
  { files: ['src/components/**'], rules: boundary(['@/routes/*', '@/mocks/*']) },
  { files: ['src/features/**', 'src/app/**', 'src/routes/**', 'src/i18n/**'], rules: boundary(['@/mocks/*']) },
)
