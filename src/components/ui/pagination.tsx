import { useLingui } from '@lingui/react/macro'
import { cx } from './class-names'

export type PageItem = number | 'dots'

/**
 * The pages a pager shows: the first and last, the current one with one on each side, and "…" for
 * each gap; every page when there are at most 7. Always 7 items or fewer, so the pager keeps its width.
 */
export function pageItems(total: number, current: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
  if (total <= 7) return range(1, total)
  const active = Math.min(Math.max(1, current), total)
  const left = Math.max(active - 1, 1)
  const right = Math.min(active + 1, total)
  const leftDots = left > 3
  const rightDots = right < total - 2
  if (!leftDots) return [...range(1, 5), 'dots', total]
  if (!rightDots) return [1, 'dots', ...range(total - 4, total)]
  return [1, 'dots', ...range(left, right), 'dots', total]
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="14" height="14" viewBox="0 0 15 15" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M9 3 5 7.5 9 12' : 'M6 3l4 4.5L6 12'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

type PaginationProps = { total: number; value: number; onChange: (page: number) => void; size?: 'sm' | 'md' }

/** A pager of plain buttons (styles.css `.ui-pagination`); the current page is `aria-current="page"`. */
export function Pagination({ total, value, onChange, size = 'md' }: PaginationProps) {
  const { t } = useLingui()
  const go = (page: number) => {
    if (page !== value && page >= 1 && page <= total) onChange(page)
  }
  return (
    <nav aria-label={t`Pages`} className={cx('ui-pagination', size === 'sm' && 'ui-pagination--sm')}>
      <button type="button" className="ui-pagination__control" aria-label={t`Previous page`} disabled={value <= 1} onClick={() => go(value - 1)}>
        <Chevron direction="left" />
      </button>
      {pageItems(total, value).map((item, index) =>
        item === 'dots' ? (
          <span key={`dots-${index}`} className="ui-pagination__dots" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="ui-pagination__control"
            aria-current={item === value ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="ui-pagination__control" aria-label={t`Next page`} disabled={value >= total} onClick={() => go(value + 1)}>
        <Chevron direction="right" />
      </button>
    </nav>
  )
}
