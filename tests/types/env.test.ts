import { describe, expectTypeOf, it } from 'vitest'

/** Each `@ts-expect-error` line below must fail to compile (`npm run typecheck` fails when one compiles). */
describe('build-time variables', () => {
  it('refuses a variable that is not declared, such as a misspelt one', () => {
    // @ts-expect-error: VITE_PRODUCT_NAME, misspelt
    void import.meta.env.VITE_PRODUCTNAME
    expectTypeOf(import.meta.env.VITE_PRODUCT_NAME).toEqualTypeOf<string | undefined>()
  })
})
