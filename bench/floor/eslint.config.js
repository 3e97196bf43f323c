// The stack floor is a yardstick beside the app, not part of it: the app's layer and import rules do not
// apply, its build output and generated route tree are not linted. ESLint takes the config nearest a file.
// The plugin's own flat configs, not `tseslint.configs`: those make typescript-eslint guess a second
// tsconfig root, which breaks the parse of the app's files in the same run.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default [
  { ignores: ['dist', 'dist-*', '.tanstack', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.plugin.configs['flat/recommended'],
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
]
