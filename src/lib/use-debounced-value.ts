import { useEffect, useState } from 'react'

/** The value, once it has stayed the same for `wait` ms. */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), wait)
    return () => clearTimeout(timer)
  }, [value, wait])
  return debounced
}
