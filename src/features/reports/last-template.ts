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
