import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorToastText, isApiError } from '@/lib/errors'
import { Button } from './button'
import { ResultImage } from './result-images'
import { Skeleton } from './skeleton'

/** What went wrong, in the user's words: the server's message when it sent one, else the generic text. */
export function useErrorText(error: unknown): string {
  const { i18n, t } = useLingui()
  if (isApiError(error) && error.kind === 'invalid') {
    return t`The server answered with something unexpected. Please try again later.`
  }
  const text = errorToastText(error)
  return typeof text === 'string' ? text : i18n._(text)
}

/** An error in place of data, with a retry: never a white screen. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: ReactNode }) {
  const text = useErrorText(error)
  return (
    <AlertBox title={title ?? <Trans>This could not be loaded</Trans>} text={text}>
      <Button size="xs" variant="danger" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </AlertBox>
  )
}

/** A light red box with a title, a sentence and an action (styles.css `.ui-alert`). */
export function AlertBox({ title, text, children }: { title?: ReactNode; text: ReactNode; children: ReactNode }) {
  return (
    <div className="ui-alert" role="alert">
      {title ? <p className="ui-alert__title">{title}</p> : null}
      <div className="ui-stack ui-gap-sm" style={{ alignItems: 'flex-start' }}>
        <p className="ui-text ui-text--sm">{text}</p>
        {children}
      </div>
    </div>
  )
}

/** Nothing to show, said plainly, with an optional way on. */
export function EmptyState({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-result ui-gap-xs">
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="14" width="44" height="36" rx="6" fill="#f1f3f5" stroke="#ced4da" strokeWidth="2" />
        <path d="M18 26h28M18 34h20M18 42h12" stroke="#ced4da" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="ui-text ui-text--strong">{title}</p>
      {description ? <p className="ui-text ui-text--sm ui-text--dimmed">{description}</p> : null}
      {action ? <div className="ui-group" style={{ marginTop: 'var(--ui-space-xs)' }}>{action}</div> : null}
    </div>
  )
}

/** A page-level "this does not exist" inside a layout, with a way back. */
export function MissingState({ title, action }: { title: ReactNode; action: ReactNode }) {
  return (
    <div className="ui-result">
      <ResultImage status={404} width={200} />
      <p className="ui-text ui-text--strong">{title}</p>
      {action}
    </div>
  )
}

export function LoadingRows({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div className="ui-stack ui-gap-xs" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={36} style={{ borderRadius: 'var(--ui-radius-sm)' }} />
      ))}
    </div>
  )
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}
