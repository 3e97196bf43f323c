import { describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi'

describe('the backend contract document', () => {
  it('is docs/openapi.json, as the schemas make it (npm run openapi writes it; CI fails when it drifts)', async () => {
    await expect(`${JSON.stringify(openApiDocument(), null, 2)}\n`).toMatchFileSnapshot('../../docs/openapi.json')
  })
})
