import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/**
 * The demo backend in Node, for the tests. The demo's frame pages are files the dev server serves
 * (the browser fetches them past the service worker); here they answer empty, so a frame's host
 * counts as reachable.
 */
export const server = setupServer(
  ...handlers,
  http.all('*/demo-frames/*', () => new HttpResponse(null, { status: 200 })),
)
