import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { currentPath, renderApp, screen } from '../utils'

describe('guards', () => {
  it('sends a signed-out visitor of a deep link to /login and remembers the place', async () => {
    const { router } = await renderApp('/report/7/2026-10?site=SG', { locale: 'en-US' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/report/7/2026-10?site=SG' })
    expect(await screen.findByRole('heading', { name: /sign in to read/i })).toBeInTheDocument()
  })

  it('redirects / to /index for a signed-in seller', async () => {
    const { router } = await renderApp('/', { as: 'merchant-seller', locale: 'en-US' })
    await waitFor(() => expect(currentPath(router)).toBe('/index'))
  })
})
