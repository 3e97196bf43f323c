import { HttpResponse } from 'msw'
import { z } from 'zod'
import { API_BASE } from '@/lib/env'
import { resetDb } from '../db'
import { ApiError, api, ok, readBody } from '../http'
import { isPersonaKey } from '../personas'
import { signIn } from '../session'

const signInBody = z.object({ persona: z.string() })

/** Uploaded files live for the page's lifetime only; the store keeps just their URLs. */
const uploads = new Map<string, File>()

export function keepUpload(file: File): string {
  const id = String(uploads.size + 1)
  uploads.set(id, file)
  return `${API_BASE}/__demo/uploads/${id}/${encodeURIComponent(file.name)}`
}

/** Demo-only calls: not part of the backend contract (docs/API.md). */
export const demoHandlers = [
  api.post('/__demo/sign_in', async ({ request }) => {
    const { persona } = await readBody(request, signInBody)
    if (!isPersonaKey(persona)) throw new ApiError(400, `There is no demo persona called "${persona}".`)
    return ok(signIn(persona))
  }),

  api.post('/__demo/reset', () => {
    resetDb()
    return ok(null)
  }),

  api.get('/__demo/uploads/:id/:name', ({ params }) => {
    const file = typeof params.id === 'string' ? uploads.get(params.id) : undefined
    if (!file) throw new ApiError(404, 'This upload is gone: uploads last until the page reloads.')
    return new HttpResponse(file, {
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    })
  }),
]
