import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { layoutConstants } from '@/app/layout-constants'
import { cx } from './class-names'

type TabsProps = {
  label: string
  items: readonly { value: string; label: ReactNode }[]
  value: string
  onChange: (value: string) => void
  className?: string
}

/**
 * A row of tabs (WAI-ARIA tabs pattern, styles.css `.ui-tabs`): one tab stop; the arrow keys, Home and
 * End move between tabs and choose the one they land on.
 */
export function Tabs({ label, items, value, onChange, className }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    const target = next === null ? undefined : items[next]
    if (!target) return
    event.preventDefault()
    refs.current.get(target.value)?.focus()
    onChange(target.value)
  }
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={cx('ui-tabs', className)}>
      {items.map((item, index) => (
        <button
          key={item.value}
          ref={(element) => {
            if (element) refs.current.set(item.value, element)
            else refs.current.delete(item.value)
          }}
          type="button"
          role="tab"
          className="ui-tab"
          style={{ padding: layoutConstants.tabItemPadding }}
          aria-selected={item.value === value}
          tabIndex={item.value === value ? 0 : -1}
          onClick={() => {
            if (item.value !== value) onChange(item.value)
          }}
          onKeyDown={(event) => move(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}
