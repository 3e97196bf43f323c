import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import type { FrameSet } from './frame-set'

/** How long the Print button waits for the frames and the printout's heading before it prints what there is. */
export const PRINT_WAIT_MS = 15_000

/** How long after the page shows the printout's heading loads when the browser has no idle time to offer. */
const HEADING_LOAD_DELAY_MS = 2000

type Signal = { promise: Promise<void>; resolve: () => void }

function signal(): Signal {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * Printing a report page.
 *
 * The Print button loads every frame (those below the fold too) and the printout's heading, waits
 * until each frame has loaded or failed, at most PRINT_WAIT_MS, and then opens the browser's print;
 * meanwhile the page says how many have loaded and offers to print at once.
 * The browser's own print (its menu, Ctrl+P) cannot be held up by the page: on `beforeprint` every
 * frame starts loading and the heading takes the time of printing at once, so the printout shows
 * what has loaded by then, and a frame that has not says so. The heading's code loads when the
 * browser is first idle after the page shows, so it is there for the browser's own print too.
 */
export function usePrintControl(frames: FrameSet) {
  const [printedAt, setPrintedAt] = useState<number | null>(null)
  const [headingWanted, setHeadingWanted] = useState(false)
  const [preparing, setPreparing] = useState(false)
  const [headingShown] = useState(signal)
  const [printNow, setPrintNow] = useState<() => void>(() => () => {})

  useEffect(() => {
    const want = () => setHeadingWanted(true)
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(want, { timeout: HEADING_LOAD_DELAY_MS })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(want, HEADING_LOAD_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    // Synchronously: the browser lays the printout out as soon as this listener returns.
    const beforePrint = () =>
      flushSync(() => {
        frames.loadAll()
        setHeadingWanted(true)
        setPrintedAt(Date.now())
      })
    window.addEventListener('beforeprint', beforePrint)
    return () => window.removeEventListener('beforeprint', beforePrint)
  }, [frames])

  const print = async () => {
    const now = signal()
    setPrintNow(() => now.resolve)
    setPreparing(true)
    frames.loadAll()
    setHeadingWanted(true)
    setPrintedAt(Date.now())
    try {
      await Promise.race([Promise.all([frames.settled(PRINT_WAIT_MS), headingShown.promise]), delay(PRINT_WAIT_MS), now.promise])
      window.print()
    } finally {
      setPreparing(false)
    }
  }

  return { print, printNow, preparing, printedAt, headingWanted, onHeadingShown: headingShown.resolve }
}
