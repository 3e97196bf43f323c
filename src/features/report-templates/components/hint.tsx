import '@/components/ui/later-styles'
import { useState, type RefObject } from 'react'
import { Tooltip } from '@mantine/core'

/**
 * A tooltip on an element rendered elsewhere (a wrapper around a disabled button). `shown`: the
 * pointer is already over it, having come before this code; it shows at once and leaves with it.
 */
export function Hint({ target, shown, label }: { target: RefObject<HTMLElement | null>; shown: RefObject<boolean>; label: string }) {
  const [defaultOpened] = useState(() => shown.current)
  return <Tooltip target={target} label={label} defaultOpened={defaultOpened} withArrow />
}
