import { apiFileAnswer, type RequestOptions } from './http'

/** A file the API answered with instead of JSON (docs/API.md, Transport). */
export type FileResult = { blob: Blob; filename: string }

export const DEFAULT_FILENAME = 'file'

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([^']*)'[^']*'(.*)$/.exec(value.trim())
  if (!match) return null
  try {
    return decodeURIComponent(match[2] ?? '')
  } catch {
    return null
  }
}

/** The longest file name most file systems take, in characters. */
const MAX_FILENAME_LENGTH = 255
/** A longer ending after the last dot is part of the name, not an extension. */
const MAX_EXTENSION_LENGTH = 16

/** A name over the limit loses characters before its extension, never the extension (what opens the file). */
function shortenFilename(name: string): string {
  const characters = Array.from(name)
  if (characters.length <= MAX_FILENAME_LENGTH) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH ? name.slice(dot) : ''
  const kept = characters.slice(0, MAX_FILENAME_LENGTH - Array.from(extension).length)
  return kept.join('').trimEnd() + extension
}

/**
 * Strips what would make a name unsafe to save: path separators, control characters, bidi controls
 * (which can show `report\u202Efdp.exe` as `reportexe.pdf`), zero-width characters (which hide in a
 * name that looks the same), dot-only names.
 */
export function sanitizeFilename(name: string): string {
  const cleaned = name
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/g, '_')
    .trim()
  return /^[.\s_]*$/.test(cleaned) ? DEFAULT_FILENAME : shortenFilename(cleaned)
}

/**
 * The file name of a Content-Disposition header: `filename*=` wins over `filename="…"` and a bare
 * `filename=token`; with neither, or with garbage, `file`.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_FILENAME
  const extended = /(?:^|;)\s*filename\*\s*=\s*("?)([^";]*)\1/i.exec(header)
  const fromExtended = extended ? decodeExtended(extended[2] ?? '') : null
  if (fromExtended) return sanitizeFilename(fromExtended)
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)
  if (quoted) return sanitizeFilename((quoted[1] ?? '').replace(/\\(.)/g, '$1'))
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(header)
  if (bare) return sanitizeFilename(bare[1] ?? '')
  return DEFAULT_FILENAME
}

export async function apiFile(path: string, options: RequestOptions = {}): Promise<FileResult> {
  const { blob, disposition } = await apiFileAnswer(path, options)
  return { blob, filename: filenameFromContentDisposition(disposition) }
}

/** Saves a downloaded file through a temporary object URL and a click on a hidden link. */
export function saveFile({ blob, filename }: FileResult): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = sanitizeFilename(filename)
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
