import '@/components/ui/later-styles'
import type { RefObject } from 'react'
import { Tooltip } from '@mantine/core'

/** A tooltip on an element rendered elsewhere, shown while `opened` (its owner follows the pointer). */
export function Hint({ target, opened, label }: { target: RefObject<HTMLElement | null>; opened: boolean; label: string }) {
  return <Tooltip target={target} label={label} opened={opened} withArrow />
}
