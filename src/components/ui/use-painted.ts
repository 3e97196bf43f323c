import { useEffect, useState } from 'react'

/**
 * False until the browser has painted the component once. A part that measures itself on mount
 * (what fits on a line, where an indicator goes) forces a layout of the whole page inside the render
 * that inserts it; shown a frame after the page, its measuring no longer holds the page back.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
