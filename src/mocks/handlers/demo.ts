import { HttpResponse } from 'msw'
import { z } from '@/lib/zod'
import { API_BASE } from '@/lib/env'
import { resetDb } from '../db'
import { seededFiles } from '../fixtures/files'
import { ApiError, api, ok, readBody, said } from '../http'
import { isPersonaKey } from '../personas'
import { signIn } from '../session'

/** Uploaded files live for the page's lifetime only; the store keeps just their URLs. */
const uploads = new Map<string, File>()

export function keepUpload(file: File): string {
  const id = String(uploads.size + 1)
  uploads.set(id, file)
  return `${API_BASE}/__demo/uploads/${id}/${encodeURIComponent(file.name)}`
}

/** A file as the backend serves one: its type, and its name (any script) for the browser to save it under. */
function fileResponse(
  body: ConstructorParameters<typeof HttpResponse>[0],
  type: string,
  name: string,
  disposition: 'attachment' | 'inline',
) {
  return new HttpResponse(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  })
}

/** Demo-only calls: not part of the backend contract (docs/API.md). */
export const demoHandlers = [
  api.post('/__demo/sign_in', async ({ request }) => {
    const { persona } = await readBody(request, z.object({ persona: z.string() }))
    if (!isPersonaKey(persona))
      throw new ApiError(400, said(`There is no demo persona called "${persona}".`, `没有名为“${persona}”的演示身份。`))
    return ok(signIn(persona))
  }),

  api.post('/__demo/reset', () => {
    resetDb()
    return ok(null)
  }),

  api.get('/__demo/files/:name', ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : ''
    const file = seededFiles[name]
    if (!file) throw new ApiError(404, said(`There is no demo file called "${name}".`, `没有名为“${name}”的演示文件。`))
    return fileResponse(file.body, file.type, name, 'attachment')
  }),

  api.get('/__demo/uploads/:id/:name', ({ params }) => {
    const file = typeof params.id === 'string' ? uploads.get(params.id) : undefined
    if (!file)
      throw new ApiError(
        404,
        said(
          'This upload is gone: uploads last until the page reloads.',
          '此上传文件已不存在：上传的文件只保留到页面刷新为止。',
        ),
      )
    return fileResponse(file, file.type || 'application/octet-stream', file.name, 'inline')
  }),
]
