const key = (userId: number) => `report-list:last-template:${userId}`

/** The template this user last opened, so `/index` reopens it. */
export function rememberTemplate(userId: number, templateId: number): void {
  try {
    window.localStorage.setItem(key(userId), String(templateId))
  } catch {
    // Not remembered; `/index` then opens the first template.
  }
}

export function lastTemplate(userId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(key(userId)))
    return Number.isSafeInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

/** The template `/index` opens: the one chosen last when it is still offered, else the first. */
export function defaultTemplateId(names: readonly { template_id: number }[], userId: number | undefined): number | undefined {
  const last = userId === undefined ? null : lastTemplate(userId)
  return names.find((name) => name.template_id === last)?.template_id ?? names[0]?.template_id
}
