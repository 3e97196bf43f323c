import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { storedFileSchema } from '@/lib/schemas'

/** The backend takes a PDF, PNG or JPEG of at most 10 MB; the editor checks both before it sends. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
const UPLOAD_EXTENSIONS = /\.(pdf|png|jpe?g)$/i

/**
 * What is wrong with a file before it is sent: its type (by MIME type or by name: browsers name some types their own
 * way, as `image/pjpeg`), then its size. The server has the last word on both.
 */
export function uploadProblem(file: File): 'type' | 'size' | null {
  const typeOk = (UPLOAD_TYPES as readonly string[]).includes(file.type) || UPLOAD_EXTENSIONS.test(file.name)
  if (!typeOk) return 'type'
  if (file.size > UPLOAD_MAX_BYTES) return 'size'
  return null
}

export function uploadTemplateFile(file: File) {
  const body = new FormData()
  body.append('file', file)
  return apiRequest(storedFileSchema, '/report_template/upload_file', { method: 'POST', body })
}

/** The uploads under way: a save or publish waits for them, so what is sent holds the file. */
export const uploadKey = ['report-templates', 'upload'] as const

/** Silent: the file field shows why an upload failed. */
export const useUploadTemplateFile = () =>
  useMutation({ mutationKey: uploadKey, mutationFn: uploadTemplateFile, meta: { silent: true } })
