import { defineConfig } from '@lingui/cli'
import { STAFF_FOLDERS } from './src/i18n/staff-folders'

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'en-US'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/node_modules/**',
        'src/mocks/**',
        'src/routeTree.gen.ts',
        'src/i18n/trans.tsx',
        ...STAFF_FOLDERS.map((folder) => `${folder}/**`),
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/staff', include: STAFF_FOLDERS, exclude: ['**/node_modules/**'] },
  ],
})
