/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`), for code and data the first
 * screen does not need. Returns a cancel function. Browsers without requestIdleCallback (Safari)
 * wait the timeout.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  const idle = (window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>)
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(task, { timeout: timeoutMs })
    const cancel = idle.cancelIdleCallback
    return () => cancel(id)
  }
  const id = window.setTimeout(task, timeoutMs)
  return () => window.clearTimeout(id)
}
