import { defineConfig } from '@lingui/cli'

/** The folders of the staff screens: their texts go to a catalog of their own, loaded only with them. */
const STAFF_FOLDERS = ['src/features/report-templates', 'src/features/metabase', 'src/features/shell/admin', 'src/routes/_signedIn/_admin']

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'en-US'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/mocks/**', 'src/routeTree.gen.ts', ...STAFF_FOLDERS.map((folder) => `${folder}/**`)],
    },
    { path: '<rootDir>/src/locales/{locale}/staff', include: STAFF_FOLDERS, exclude: ['**/node_modules/**'] },
  ],
})
