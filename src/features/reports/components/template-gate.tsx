import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/links'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState, isNotFoundError, MissingState } from '@/components/ui/states'
import { basicInfoQueryOptions } from '../api/get-basic-info'
import type { BasicInfo } from '../schemas'
import { currentOwner, ndaPending, ownerKind } from '../gate'
import { OwnerPicker, OwnerSwitcher } from './owner-picker'

// The dialog's code (and the dialog library's) loads only when an NDA is to be accepted.
const NdaDialog = lazy(() => import('@/features/nda/components/nda-dialog').then((module) => ({ default: module.NdaDialog })))

/** NDAs declined in this page's life: their templates show a notice instead of asking again at once. */
const declinedNdas = new Set<number>()

type GateProps = {
  templateId: number
  preview: boolean
  /** Called after the viewer declines the NDA (the report page goes back to the list). */
  onDeclineNda?: () => void
  children: (info: BasicInfo) => ReactNode
}

/**
 * What must hold before any report call of a template: it exists for this viewer, its NDA is accepted,
 * and for a merchant or shop template a merchant or shop is chosen. Then the children render.
 */
export function TemplateGate({ templateId, preview, onDeclineNda, children }: GateProps) {
  const info = useQuery(basicInfoQueryOptions(templateId, preview))
  const [declined, setDeclined] = useState(() => declinedNdas.has(templateId))

  if (info.isPending) return <Skeleton height={240} />
  if (info.isError) {
    return isNotFoundError(info.error) ? (
      <MissingState
        title={<Trans>This report template does not exist or is not available to you.</Trans>}
        action={
          <ButtonLink to="/index/{-$templateId}" params={{ templateId: undefined }}>
            <Trans>Back to the report list</Trans>
          </ButtonLink>
        }
      />
    ) : (
      <ErrorState error={info.error} onRetry={() => void info.refetch()} />
    )
  }

  const data = info.data
  if (ndaPending(data)) {
    if (declined) {
      return (
        <div className="ui-paper ui-stack ui-gap-sm" style={{ padding: 'var(--ui-space-xl)', alignItems: 'flex-start' }}>
          <h3 className="ui-title ui-title--h4">
            <Trans>The reports of {data.template_name} are confidential</Trans>
          </h3>
          <p className="ui-text ui-text--sm ui-text--dimmed">
            <Trans>You declined the non-disclosure agreement, so its reports stay hidden.</Trans>
          </p>
          <Button
            onClick={() => {
              declinedNdas.delete(templateId)
              setDeclined(false)
            }}
          >
            <Trans>Read the agreement again</Trans>
          </Button>
        </div>
      )
    }
    return (
      <>
        <Skeleton height={240} still />
        <Suspense fallback={null}>
          <NdaDialog
            templateId={templateId}
            onDecline={() => {
              declinedNdas.add(templateId)
              setDeclined(true)
              onDeclineNda?.()
            }}
          />
        </Suspense>
      </>
    )
  }

  const kind = ownerKind(data)
  const current = currentOwner(data)
  if (kind && !current) {
    return (
      <div className="ui-paper ui-stack ui-gap-sm" style={{ padding: 'var(--ui-space-lg)', maxWidth: 560 }}>
        <h3 className="ui-title ui-title--h4">
          {kind === 'merchant' ? <Trans>Choose a merchant to see its reports</Trans> : <Trans>Choose a shop to see its reports</Trans>}
        </h3>
        <p className="ui-text ui-text--sm ui-text--dimmed">
          {kind === 'merchant' ? (
            <Trans>The reports of {data.template_name} are kept per merchant.</Trans>
          ) : (
            <Trans>The reports of {data.template_name} are kept per shop.</Trans>
          )}
        </p>
        <OwnerPicker kind={kind} templateId={templateId} />
      </div>
    )
  }

  return (
    <div className="ui-stack">
      {kind && current ? (
        <div className="ui-group" style={{ justifyContent: 'flex-end' }}>
          <OwnerSwitcher kind={kind} templateId={templateId} current={current} />
        </div>
      ) : null}
      {children(data)}
    </div>
  )
}
