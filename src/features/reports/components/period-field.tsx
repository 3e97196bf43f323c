import { useState } from 'react'
import { LazyBoundary, lazyPart } from '@/components/ui/lazy-part'
import { PeriodButton } from './period-button'
import type { PeriodPickerProps } from './period-picker'

// The picker (its list, search and positioning) loads when the button is first used.
const loadPicker = () => import('./period-picker')
const PeriodPicker = lazyPart(() => loadPicker().then((module) => module.PeriodPicker))

/** A period picker whose code loads on first use: until then the same button stands in. */
export function PeriodField(props: PeriodPickerProps) {
  const [opened, setOpened] = useState(0)
  const standIn = (
    <PeriodButton
      value={props.value}
      label={props.label}
      placeholder={props.placeholder}
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setOpened((attempt) => attempt + 1)}
    />
  )
  if (opened === 0) return standIn
  return (
    <LazyBoundary fallback={standIn} attempt={opened}>
      <PeriodPicker {...props} initiallyOpened />
    </LazyBoundary>
  )
}
