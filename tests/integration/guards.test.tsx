import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { signIn } from '@/mocks/session'
import { apiPath, currentPath, renderApp, screen } from '../utils'

const notFoundText = /Sorry, the page you visited does not exist\./

describe('session guard', () => {
  it('shows a full-screen spinner while the session is unknown', async () => {
    let release: () => void = () => {}
    server.use(
      http.get(
        apiPath('/user/info'),
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ code: 401, msg: 'no' }, { status: 401 }))
          }),
      ),
    )
    const pending = renderApp('/index', { locale: 'en-US' })
    expect(await screen.findByRole('status')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Report list' })).not.toBeInTheDocument()
    release()
    await pending
  })

  it('sends a signed-out visitor of a deep link to /login and remembers path and search', async () => {
    const { router } = await renderApp('/report/7/2026-10?site=SG', { locale: 'en-US' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/report/7/2026-10?site=SG' })
    expect(await screen.findByRole('heading', { name: /sign in to read/i })).toBeInTheDocument()
  })

  it('takes a signed-in user away from /login to the remembered place', async () => {
    const { router } = await renderApp('/login?redirect=%2Freport%2F7%2F2026-10%3Fsite%3DSG', { as: 'merchant-seller' })
    await waitFor(() => expect(currentPath(router)).toBe('/report/7/2026-10?site=SG'))
  })

  it('sends a signed-in user from /staff/login via / to the report list, staff too', async () => {
    const { router } = await renderApp('/staff/login', { as: 'staff-admin' })
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/index\/\d+$/))
  })

  it('drops a hostile redirect and goes home instead', async () => {
    const { router } = await renderApp('/login?redirect=%2F%2Fevil.example%2Fx', { as: 'merchant-seller' })
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
  })

  it('redirects / to /index for a signed-in seller', async () => {
    const { router } = await renderApp('/', { as: 'merchant-seller', locale: 'en-US' })
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/index\/\d+$/))
    expect(await screen.findByRole('heading', { name: 'Report list' })).toBeInTheDocument()
  })

  it('signs in a user whose sign-in source and user type it does not know, as a seller', async () => {
    const user = {
      id: 77,
      username: 'new.source',
      alias: '',
      avatar_url: '',
      user_type: 'partner',
      source: 'wechat_mini',
      permission_list: [],
    }
    server.use(http.get(apiPath('/user/info'), () => HttpResponse.json({ code: 0, msg: 'success', data: user })))
    const { router, session } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    expect(session.getState()).toMatchObject({ status: 'online', maybeStaff: false })
    expect(await screen.findByRole('heading', { name: 'Report list' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/index/1')
  })

  it('goes offline and back to /login when a call answers 401', async () => {
    const { router, session, queryClient } = await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Report list' })
    server.use(
      http.get(apiPath('/metabase/databases'), () => HttpResponse.json({ code: 401, msg: 'x' }, { status: 401 })),
    )
    const { apiRequest } = await import('@/lib/http')
    const { z } = await import('zod')
    await expect(
      queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => apiRequest(z.unknown(), '/metabase/databases') }),
    ).rejects.toThrow()
    expect(session.getState().status).toBe('offline')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/index/1' })
    expect(await screen.findByText('Session expired.')).toBeInTheDocument()
  })
})

describe('permission guard and the 404 screen', () => {
  it('shows an unknown template as missing, with a way back to the templates, not as an error to retry', async () => {
    await renderApp('/template/999', { as: 'staff-admin', locale: 'en-US' })
    expect(await screen.findByText('This report template does not exist.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the report templates' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/template',
    )
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('sends a seller without template.read from /template to /404', async () => {
    const { router } = await renderApp('/template', { as: 'merchant-seller', locale: 'en-US' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
    expect(await screen.findByText(notFoundText)).toBeInTheDocument()
  })

  it('takes the tab home when another tab signs someone else in: a seller is not left on the staff list', async () => {
    const { router, session } = await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Report templates' })).toBeInTheDocument()
    // What the tab does when another tab says someone signed in: ask the server who it is now.
    signIn('merchant-seller')
    await session.refresh()
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/index\/\d+$/))
    expect(screen.queryByRole('heading', { level: 1, name: 'Report templates' })).not.toBeInTheDocument()
  })

  it('lets a template reader open the template list and a draft preview, but not the editor', async () => {
    const reader = await renderApp('/template', { as: 'staff-reader', locale: 'en-US' })
    expect(await screen.findByRole('heading', { name: 'Report templates' })).toBeInTheDocument()
    await reader.router.navigate({ to: '/preview/$templateId', params: { templateId: 1 } })
    expect(await screen.findByTestId('draft-badge')).toBeInTheDocument()
    expect(screen.getByTestId('watermark')).toHaveAttribute('data-watermark-text', 'preview mode (draft version)')
    await reader.router.navigate({ to: '/template/$templateId', params: { templateId: 1 } })
    await waitFor(() => expect(reader.router.state.location.pathname).toBe('/404'))
  })

  it('lets a template admin open the editor', async () => {
    await renderApp('/template/1', { as: 'staff-admin', locale: 'en-US' })
    expect(await screen.findByRole('heading', { name: 'Edit template' })).toBeInTheDocument()
  })

  it.each([
    '/nowhere',
    '/report/abc',
    '/report/0/2026-10',
    '/report/7/bad%20period',
    '/template/-1',
    '/index/01',
    '/preview/report/x',
  ])('shows the 404 screen for %s', async (path) => {
    await renderApp(path, { as: 'staff-admin', locale: 'en-US' })
    expect(await screen.findByText(notFoundText)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/sellers/report-platform/index')
  })

  it('shows the 404 screen for an unknown path even when signed out', async () => {
    const { router } = await renderApp('/no/such/page', { locale: 'en-US' })
    expect(await screen.findByText(notFoundText)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/no/such/page')
  })

  it('accepts both forms of the report route', async () => {
    const { router } = await renderApp('/report/1/2026-W46', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByTestId('report-period')).toHaveTextContent(/^2026-W46 · /)
    await router.navigate({
      to: '/report/$templateId/{-$reportPeriod}',
      params: { templateId: 1, reportPeriod: undefined },
    })
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W47'))
  })
})
