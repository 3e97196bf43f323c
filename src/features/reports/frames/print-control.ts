import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import type { FrameSet } from './frame-set'

/** How long the Print button waits for the frames before it prints what there is. */
export const PRINT_WAIT_MS = 15_000

/**
 * Printing a report page. The printout's heading is part of the page from its first render (shown on
 * paper only), so a print at any moment has it; this dates it and loads the frames.
 *
 * The Print button loads every frame (those below the fold too), waits until each has loaded or
 * failed, and the other parts of the page that come later (`parts`: the key figures' trend lines)
 * until each is shown or has failed, all at most PRINT_WAIT_MS, and then opens the browser's print;
 * meanwhile the page says how many frames have loaded and offers to print at once. The browser's
 * own print (its menu, Ctrl+P) cannot be held up by the page: on `beforeprint` every frame starts
 * loading and the heading takes the time of printing, so the printout shows what has loaded by
 * then, and a frame that has not says so.
 */
export function usePrintControl(frames: FrameSet, parts?: FrameSet) {
  // Until someone prints, the heading is dated when the page showed.
  const [printedAt, setPrintedAt] = useState(() => Date.now())
  const [waiting, setWaiting] = useState<{ printNow: () => void } | null>(null)

  useEffect(() => {
    // Synchronously: the browser lays the printout out as soon as this listener returns.
    const beforePrint = () =>
      flushSync(() => {
        frames.loadAll()
        setPrintedAt(Date.now())
      })
    window.addEventListener('beforeprint', beforePrint)
    return () => window.removeEventListener('beforeprint', beforePrint)
  }, [frames])

  const print = async () => {
    const now = new Promise<void>((printNow) => setWaiting({ printNow }))
    frames.loadAll()
    setPrintedAt(Date.now())
    try {
      await Promise.race([Promise.all([frames.settled(PRINT_WAIT_MS), parts?.settled(PRINT_WAIT_MS)]), now])
      window.print()
    } finally {
      setWaiting(null)
    }
  }

  return { print, printedAt, preparing: waiting !== null, printNow: () => waiting?.printNow() }
}
