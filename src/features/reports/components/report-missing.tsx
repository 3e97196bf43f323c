import { Group } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { linkOptions, useParams, type NotFoundRouteProps } from '@tanstack/react-router'
import { ButtonLink } from '@/components/ui/links'
import { EmptyState } from '@/components/ui/states'
import { periodExamples, type PeriodType } from '@/lib/vocabulary'
import type { Missing } from '../loaders'
import { reportLink, reportListLink, usePreview } from '../report-links'

// Apart from the report page, so the report list (whose missing template it shows too) does not load the page's code.

/**
 * An address whose period cannot exist for the template's period type: what is wrong, and what a period of it looks
 * like.
 */
function invalidPeriodText(periodType: PeriodType, period: string) {
  const example = periodExamples[periodType]
  if (periodType === 'day') {
    return {
      title: <Trans>{period} is not a valid date.</Trans>,
      description: <Trans>This is a daily report: its periods are written like {example}.</Trans>,
    }
  }
  if (periodType === 'week') {
    return {
      title: <Trans>{period} is not a valid week.</Trans>,
      description: <Trans>This is a weekly report: its periods are written like {example}.</Trans>,
    }
  }
  return {
    title: <Trans>{period} is not a valid month.</Trans>,
    description: <Trans>This is a monthly report: its periods are written like {example}.</Trans>,
  }
}

/** The report routes' "does not exist": the template, the report of that period, or a period that cannot be. */
export function ReportMissing({ data }: NotFoundRouteProps) {
  const preview = usePreview()
  const { templateId, reportPeriod: period = '' } = useParams({ strict: false })
  const missing = data as Missing | undefined
  const backToList = <Trans>Back to the report list</Trans>
  if (typeof missing === 'object' && templateId !== undefined) {
    return (
      <EmptyState
        missing
        {...invalidPeriodText(missing.invalid, period)}
        action={
          <Group gap="sm" justify="center">
            <ButtonLink {...reportLink(preview, templateId)}>
              <Trans>Open the newest report</Trans>
            </ButtonLink>
            <ButtonLink {...reportListLink(preview, templateId)} variant="default">
              {backToList}
            </ButtonLink>
          </Group>
        }
      />
    )
  }
  const noReport = missing === 'report' && templateId !== undefined
  return (
    <EmptyState
      missing
      title={
        noReport ? (
          <Trans>There is no report for {period}.</Trans>
        ) : (
          <Trans>This report template does not exist or is not available to you.</Trans>
        )
      }
      action={
        <ButtonLink
          {...(noReport
            ? reportListLink(preview, templateId)
            : linkOptions({ to: '/index/{-$templateId}', params: { templateId: undefined } }))}
        >
          {backToList}
        </ButtonLink>
      }
    />
  )
}
