import { defineConfig } from '@lingui/cli'

/** Code only the staff screens run. */
const STAFF_SOURCES = ['src/features/report-templates', 'src/routes/_signedIn/_admin', 'src/features/shell/components/admin-layout.tsx', 'src/features/shell/components/admin-nav.tsx', 'src/features/shell/components/nav-drawer.tsx', 'src/lib/validation.ts']

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'en-US'],
  fallbackLocales: { default: 'en-US' },
  // Two catalogs: the staff screens' texts (template list and editor) load only with those screens
  // (src/features/report-templates/i18n.ts), so a seller's first load carries just the main one.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/mocks/**', 'src/routeTree.gen.ts', ...STAFF_SOURCES.map((path) => (path.endsWith('.ts') || path.endsWith('.tsx') ? path : `${path}/**`))],
    },
    {
      path: '<rootDir>/src/locales/{locale}/staff',
      include: STAFF_SOURCES,
      exclude: ['**/node_modules/**'],
    },
  ],
})
