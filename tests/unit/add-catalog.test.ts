import { describe, expect, it } from 'vitest'
import { activateLocale, addCatalog, i18n, type CatalogLoader } from '@/i18n'

describe('a catalog added for some screens (the staff ones)', () => {
  it('fails while it cannot be loaded, so that its screens do not show bare ids; the next try loads it', async () => {
    await activateLocale('en-US')
    let reachable = false
    const load: CatalogLoader = () =>
      reachable ? Promise.resolve({ messages: { Xy12ab: 'Publish the draft?' } }) : Promise.reject(new Error('offline'))
    // It fails as a call no answer came to: the screen says so, with a Retry.
    await expect(addCatalog(load)).rejects.toMatchObject({ name: 'ApiError', kind: 'network' })
    expect(i18n._('Xy12ab')).toBe('Xy12ab')
    reachable = true
    await addCatalog(load)
    expect(i18n._('Xy12ab')).toBe('Publish the draft?')
  })
})
