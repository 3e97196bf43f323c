import type { CSSProperties } from 'react'

/** A grey placeholder block of the content's size while it loads (styles.css `.ui-skeleton`). */
export function Skeleton({ height, still = false, style, testId }: { height: number; still?: boolean; style?: CSSProperties; testId?: string }) {
  return <div className={still ? 'ui-skeleton ui-skeleton--still' : 'ui-skeleton'} style={{ height, ...style }} data-testid={testId} />
}
