import type { I18n } from '@lingui/core'

const KB = 1024
export const MB = KB * KB

/** `1.4 MB`, `320 KB`: a file's size as people read it, the number in the reader's language. */
export function formatFileSize(i18n: I18n, bytes: number): string {
  if (bytes >= MB) return `${i18n.number(bytes / MB, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
  return `${i18n.number(Math.max(1, Math.round(bytes / KB)))} KB`
}
