import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRootRoute, createRouter } from '@tanstack/react-router'
import type { AppRouter } from '@/app/router'

// The devtools render nothing outside development: they are loaded as `npm start` loads them.
vi.stubEnv('NODE_ENV', 'development')
const { Devtools } = await import('@/app/devtools')

/** Under `npm start` the devtools' buttons sit in the page's flow, not fixed over it, and are never printed. */
describe('the development devtools', () => {
  it('put both buttons in a strip of their own, in the page flow: fixed in a corner, they hid the footer', async () => {
    const router = createRouter({ routeTree: createRootRoute() }) as unknown as AppRouter
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Devtools router={router} />
      </QueryClientProvider>,
    )
    const strip = screen.getByTestId('devtools')
    const buttons = [
      await screen.findByRole('button', { name: /Open Tanstack query devtools/i }),
      await screen.findByRole('button', { name: /Open TanStack Router Devtools/i }),
    ]
    for (const button of buttons) {
      expect(strip).toContainElement(button)
      expect(['static', 'relative']).toContain(getComputedStyle(button).position)
    }
  })

  it('print nothing of the strip', () => {
    const css = readFileSync('src/app/devtools.module.css', 'utf8')
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '')).toMatch(/@media print\s*{\s*\.devtools\s*{\s*display: none;\s*}\s*}/)
  })
})
