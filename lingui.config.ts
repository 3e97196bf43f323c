import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'en-US'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/mocks/**', 'src/routeTree.gen.ts'],
    },
  ],
})
