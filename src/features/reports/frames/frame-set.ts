import { createContext, useContext, useSyncExternalStore } from 'react'

/** Where one frame of the page stands: still to load (or loading), loaded, or failed (shown as such). */
export type FrameStatus = 'waiting' | 'loaded' | 'failed'

/**
 * The frames of one report page, for printing: `loadAll` makes every frame load now, near the
 * viewport or not, and `settled` waits until none is still loading, or until a time limit.
 */
export function createFrameSet() {
  let all = false
  const statuses = new Map<symbol, FrameStatus>()
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  const settledCount = () => [...statuses.values()].filter((status) => status !== 'waiting').length
  const isSettled = () => settledCount() === statuses.size
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    loadAll: () => {
      if (all) return
      all = true
      emit()
    },
    loadingAll: () => all,
    report: (id: symbol, status: FrameStatus | null) => {
      if (status === null) statuses.delete(id)
      else statuses.set(id, status)
      emit()
    },
    total: () => statuses.size,
    settledCount,
    subscribe,
    settled: (limitMs: number) =>
      new Promise<void>((resolve) => {
        if (isSettled()) return resolve()
        const finish = () => {
          clearTimeout(timer)
          unsubscribe()
          resolve()
        }
        const timer = setTimeout(finish, limitMs)
        const unsubscribe = subscribe(() => {
          if (isSettled()) finish()
        })
      }),
  }
}

export type FrameSet = ReturnType<typeof createFrameSet>

/** A page without a frame set (a frame shown on its own) loads its frames only near the viewport. */
export const FrameSetContext = createContext<FrameSet>(createFrameSet())

export function useFrameSet(): FrameSet {
  return useContext(FrameSetContext)
}

/** How many frames the page has, and how many of them have loaded or failed. */
export function useFrameProgress(): { settled: number; total: number } {
  const set = useFrameSet()
  const settled = useSyncExternalStore(set.subscribe, set.settledCount, set.settledCount)
  const total = useSyncExternalStore(set.subscribe, set.total, set.total)
  return { settled, total }
}

/** Whether the page asked every frame to load now (to print). */
export function useLoadingAll(): boolean {
  const set = useFrameSet()
  return useSyncExternalStore(set.subscribe, set.loadingAll, set.loadingAll)
}
