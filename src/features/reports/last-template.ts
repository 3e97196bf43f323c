const key = (userId: number) => `report-list:last-template:${userId}`

/** The template this user last opened, so `/index` reopens it. */
export function rememberTemplate(userId: number, templateId: number): void {
  try {
    window.localStorage.setItem(key(userId), String(templateId))
  } catch {
    // Not remembered; `/index` then opens the first template.
  }
}

/** The template `/index` opens: the one chosen last when it is still offered, else the first. */
export function defaultTemplateId(
  names: readonly { template_id: number }[],
  userId: number | undefined,
): number | undefined {
  let last: string | null = null
  try {
    if (userId !== undefined) last = window.localStorage.getItem(key(userId))
  } catch {
    // Storage that cannot be read remembers nothing.
  }
  return names.find((name) => String(name.template_id) === last)?.template_id ?? names[0]?.template_id
}
