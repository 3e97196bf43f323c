// Beyond the recommended sets, the rules that keep the house: the layers and the declared edges between
// features, no import cycles, zod's mini build through src/lib/zod.ts, the Trans that renders values as
// text, and the first script that imports nothing.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

/**
 * The layers, bottom to top. A layer imports only from layers below it; nothing in the app imports
 * the demo backend (src/mocks).
 */
const layers = ['lib', 'i18n', 'theme.ts', 'components', 'features', 'routes', 'app', 'main.tsx']

/**
 * Features never import one another, except these declared edges. `session` (who is signed in, the
 * guards) is shared by every feature; the report gate shows the NDA dialog; the template editor
 * picks Metabase elements and runs their queries.
 */
const features = {
  session: [],
  shell: ['session'],
  reports: ['session', 'nda'],
  nda: ['session'],
  'report-templates': ['session', 'metabase'],
  metabase: ['session'],
}

const useLibZod =
  "Import z from '@/lib/zod': it switches zod's eval-compiled parsers off before any schema is built " +
  '(the Content Security Policy forbids eval).'
const useTransMacro =
  "Use the Trans macro (@lingui/react/macro): it renders src/i18n/trans.tsx, which never reads a value's text as " +
  "the message's markup."

const zones = [
  ...layers.slice(0, -2).map((target, at) => ({
    target: `./src/${target}`,
    from: layers.slice(at + 1).map((path) => `./src/${path}`),
    message: `src/${target} is a lower layer: it must not import from the layers above it.`,
  })),
  ...layers.slice(0, -1).map((target) => ({
    target: `./src/${target}`,
    from: './src/mocks',
    message: 'The app never imports the demo backend; only main.tsx starts it, behind the demo flag.',
  })),
  ...Object.entries(features).map(([name, allowed]) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...allowed.map((other) => `./${other}`)],
    message: `features/${name} may import only ${['itself', ...allowed].join(', ')} among the features.`,
  })),
]

export default tseslint.config(
  {
    ignores: [
      'dist*',
      'coverage',
      'src/routeTree.gen.ts',
      'src/locales/**/*.{ts,js}',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Prettier wraps code at 120 columns; this also holds the comments and strings it does not wrap.
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: { 'max-len': ['error', { code: 120 }] } },
  {
    files: ['**/*.{ts,tsx}'],
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
      'no-restricted-imports': [
        'error',
        {
          name: 'zod',
          message:
            "Use 'zod/mini' (z.nullable(x), x.check(z.maxLength(n))): classic zod adds about 12 KiB gzip " +
            'and builds each schema with all its methods on start-up.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['zod', 'zod/mini'].map((name) => ({ name, message: useLibZod })),
        { name: '@lingui/react', importNames: ['Trans'], message: useTransMacro },
        { name: '@lingui/react/server', importNames: ['TransNoContext'], message: useTransMacro },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The HTML's first script runs the moment it arrives only while it is a chunk of its own.
    files: ['src/head-start.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration, ImportExpression',
          message: 'src/head-start.ts imports nothing: an import makes it wait for the code it hurries ahead of.',
        },
      ],
    },
  },
)
