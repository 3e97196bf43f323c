/** The class names given, skipping empty ones: `cx('ui-input', className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
