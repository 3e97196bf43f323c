import { Button, Group } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { known, periodTypes, type PeriodType } from '@/lib/vocabulary'
import { periodPresets, presetRange, type PeriodPreset } from '../period-presets'

function PresetLabel({ preset, periodType }: { preset: PeriodPreset; periodType: PeriodType }) {
  if (preset === 'year') return <Trans>This year</Trans>
  if (periodType === 'day') return <Plural value={preset} one="Last # day" other="Last # days" />
  if (periodType === 'week') return <Plural value={preset} one="Last # week" other="Last # weeks" />
  return <Plural value={preset} one="Last # month" other="Last # months" />
}

type Props = {
  periodType: string
  range: { from?: string; to?: string }
  onPick: (range: { from: string; to: string }) => void
}

/** Period ranges in one click, in the template's own periods; the one the list shows is pressed. */
export function PeriodPresets({ periodType, range, onPick }: Props) {
  const { t } = useLingui()
  const type = known(periodTypes, periodType)
  // A period type this version does not know has no calendar to count in.
  if (type === undefined) return null
  const now = new Date()
  return (
    <Group gap={4} role="group" aria-label={t`Quick ranges`}>
      {periodPresets[type].map((preset) => {
        const presetSpan = presetRange(preset, type, now)
        const pressed = presetSpan.from === range.from && presetSpan.to === range.to
        return (
          <Button
            key={preset}
            size="compact-sm"
            variant={pressed ? 'light' : 'subtle'}
            aria-pressed={pressed}
            onClick={() => onPick(presetSpan)}
          >
            <PresetLabel preset={preset} periodType={type} />
          </Button>
        )
      })}
    </Group>
  )
}
