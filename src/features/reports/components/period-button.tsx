import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Chevron } from '@/components/ui/chevron'

export type PeriodButtonProps = {
  value: string | undefined
  /** What the period is for ("From period"); said before the period, to the eye and to screen readers. */
  label: string
  placeholder?: string
} & Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'color' | 'style'>

/** The button a period picker opens from: what it is for, and the chosen period (or the placeholder). */
export const PeriodButton = forwardRef<HTMLButtonElement, PeriodButtonProps>(function PeriodButton({ value, label, placeholder, ...props }, ref) {
  const { t } = useLingui()
  const period = value ?? placeholder ?? t`Any period`
  return (
    <Button {...props} ref={ref} variant="default" rightSection={<Chevron />} aria-haspopup="listbox" fw={400}>
      {t`${label}: ${period}`}
    </Button>
  )
})
