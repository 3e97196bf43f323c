const KB = 1024
export const MB = KB * KB

/** `1.4 MB`, `320 KB`: a file's size as people read it (the same in both languages). */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / KB))} KB`
}
