import type { CSSProperties } from 'react'
import { cx } from './class-names'

/** A grey placeholder block of the content's size while it loads (styles.css `.ui-skeleton`). */
export function Skeleton({ height, still = false, style, testId }: { height: number; still?: boolean; style?: CSSProperties; testId?: string }) {
  return <div className={cx('ui-skeleton', still && 'ui-skeleton--still')} style={{ height, ...style }} data-testid={testId} />
}
