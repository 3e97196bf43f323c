import type { ComponentProps } from 'react'
import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Chevron } from '@/components/ui/chevron'
import { formatPeriod } from '@/lib/format-date'
import { known, periodTypes } from '@/lib/vocabulary'
import classes from './period-button.module.css'

/** What a period button says: a period picker's too. */
export type PeriodShown = {
  value: string | undefined
  /** The template's period type (`day`, `week`, `month`): the periods are said in its words. */
  periodType: string
  /** What the period is for ("From period"); said before the period, to the eye and to screen readers. */
  label: string
  placeholder?: string
  /** Between Previous and Next on a phone: the label is left to screen readers, and the period may take two lines. */
  compact?: boolean
}

type PeriodButtonProps = PeriodShown & Omit<ComponentProps<'button'>, 'value' | 'color' | 'style'>

/**
 * The button a period picker opens from: what it is for, and the chosen period in the report list's words (or the
 * placeholder).
 */
export function PeriodButton({ value, periodType, label, placeholder, compact = false, ...props }: PeriodButtonProps) {
  const { i18n, t } = useLingui()
  const words =
    value === undefined ? (placeholder ?? t`Any period`) : formatPeriod(i18n, known(periodTypes, periodType), value)
  // A week's code keeps its dot: when the period takes two lines, the second starts with the dates.
  const [code, dates] = words.split(' · ')
  const period =
    dates === undefined ? (
      words
    ) : (
      <>
        <span className={classes.code}>{code} ·</span> {dates}
      </>
    )
  return (
    <Button
      {...props}
      variant="default"
      rightSection={<Chevron />}
      aria-haspopup="listbox"
      fw={400}
      className={compact ? `${classes.button} ${classes.compact}` : classes.button}
      classNames={{ label: classes.text }}
    >
      {/* One box in the button's flex label, so the space after the colon is not dropped between two boxes. */}
      <span>
        <Trans>
          <span className={classes.label}>{label}:</span> {period}
        </Trans>
      </span>
    </Button>
  )
}
