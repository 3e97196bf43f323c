import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { PeriodButton } from './period-button'
import type { PeriodPickerProps } from './period-picker'

const PeriodPicker = lazyPart(() => import('./period-picker').then((module) => module.PeriodPicker))

/** A period picker whose list, search and positioning load on first use. */
export function PeriodField(props: Omit<PeriodPickerProps, 'initiallyOpened'>) {
  return (
    <WhenUsed
      standIn={
        <PeriodButton
          value={props.value}
          periodType={props.periodType}
          label={props.label}
          placeholder={props.placeholder}
          compact={props.compact}
        />
      }
      preload={PeriodPicker.preload}
    >
      {(opened) => <PeriodPicker {...props} initiallyOpened={opened} />}
    </WhenUsed>
  )
}
