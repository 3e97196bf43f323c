import { useState } from 'react'

/**
 * `value`, or while it is absent the last value it had: what a screen keeps showing once its source is gone for a
 * while (a dialog fading out after its action is done, a list's pager under a failed page).
 */
export function useLast<T>(value: T | null | undefined): T | null | undefined {
  const [last, setLast] = useState(value)
  if (value != null && value !== last) setLast(value)
  return value ?? last
}
