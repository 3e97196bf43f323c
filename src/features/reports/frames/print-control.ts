import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { FrameSet } from './frame-set'

/** How long the Print button waits for the frames before it prints what there is. */
export const PRINT_WAIT_MS = 15_000

/**
 * Printing a report page. The printout's heading is on the page from its first render (on paper only);
 * this dates it and loads the frames. The Print button loads every frame, below the fold too, and waits
 * until each frame and each later part (`parts`: the trend lines) has shown or failed, at most
 * PRINT_WAIT_MS, then opens the browser's print; meanwhile the page counts the loaded frames and offers
 * to print at once. The browser's own print (menu, Ctrl+P) cannot be held up: on `beforeprint` every
 * frame starts loading and the heading is dated, and a frame not loaded by then says so on paper.
 */
export function usePrintControl(frames: FrameSet, parts?: FrameSet) {
  // Until someone prints, the heading is dated when the page showed.
  const [printedAt, setPrintedAt] = useState(() => Date.now())
  const [waiting, setWaiting] = useState<{ printNow: () => void } | null>(null)
  // A print asked for on this page and still waiting when the page is left prints nothing: it was for this report.
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])

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
      if (shown.current) window.print()
    } finally {
      setWaiting(null)
    }
  }

  return { print, printedAt, preparing: waiting !== null, printNow: () => waiting?.printNow() }
}
