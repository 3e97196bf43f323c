import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react'
import { Alert, Button, EmptyState as MantineEmptyState, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useIsFetching } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorProblemText, isApiError } from '@/lib/errors'
import { dialogOf, focusDialogOrMainContent, focusDropped } from '@/components/layout/main-content'
import { ButtonLink } from './links'
import { ResultImage } from './result-image'

type ErrorStateProps = {
  error: unknown
  onRetry: () => void
  /** What could not be shown; without it, the page says "This could not be loaded." */
  title?: ReactNode
  /**
   * Where to go instead: always offered with a 403 (without it, the report list; null: none), beside Retry otherwise.
   */
  elsewhere?: ReactNode
  retrying?: boolean
  /** One line and its action, to sit inside a form, a card or a dialog. */
  compact?: boolean
}

/**
 * For a part that leaves the page with the keyboard focus in it (an error state its Retry mended): its dialog, else
 * the page's heading, then takes the focus, where a screen reader says where the person is, not the document's body,
 * where the next Tab would start from the top. Focus lost to a disabled button (a busy Retry) still counts as in it.
 */
function useFocusKeptOnLeaving() {
  /** Set while the part holds the focus: the dialog it is in, if any (found while it is on the page). */
  const holds = useRef<{ dialog: HTMLElement | null } | null>(null)
  useEffect(
    () => () => {
      if (holds.current && focusDropped()) focusDialogOrMainContent(holds.current.dialog)
    },
    [],
  )
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => void (holds.current = { dialog: dialogOf(event.currentTarget) }),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const to = event.relatedTarget
      if (to !== null && !event.currentTarget.contains(to)) holds.current = null
    },
  }
}

/**
 * A part of a screen that could not be shown: never a white screen. It says what is missing, what
 * went wrong in plain words (not the notification's, not a status code), and offers a way on: Retry
 * where asking again can help, and for a 403, which asking again cannot mend, a way elsewhere instead.
 */
export function ErrorState({ error, onRetry, title, elsewhere, retrying = false, compact = false }: ErrorStateProps) {
  const { i18n } = useLingui()
  const focus = useFocusKeptOnLeaving()
  const forbidden = isApiError(error) && error.status === 403
  const heading =
    title ?? (forbidden ? <Trans>You do not have access to this.</Trans> : <Trans>This could not be loaded.</Trans>)
  // Without a title, a 403's heading has said it already.
  const problem = forbidden && title === undefined ? null : errorProblemText(error)
  const retry = forbidden ? null : (
    <Button
      size={compact ? 'xs' : 'sm'}
      variant="default"
      onClick={onRetry}
      loading={retrying}
      style={{ flex: 'none' }}
    >
      <Trans>Retry</Trans>
    </Button>
  )
  const reportList = (
    <ButtonLink
      to="/index/{-$templateId}"
      params={{ templateId: undefined }}
      variant="light"
      size={compact ? 'xs' : 'sm'}
    >
      <Trans>Go to the report list</Trans>
    </ButtonLink>
  )
  const elsewhereLink = elsewhere === undefined && forbidden ? reportList : elsewhere
  if (compact) {
    return (
      <Alert color={forbidden ? 'amber' : 'red'} variant="light" role="alert" p="xs" {...focus}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{heading}</Text>
          <Group gap="xs" wrap="nowrap">
            {retry}
            {elsewhereLink}
          </Group>
        </Group>
      </Alert>
    )
  }
  return (
    <MantineEmptyState
      py="xl"
      withIndicatorBackground
      icon={forbidden ? <LockIcon /> : <ProblemIcon />}
      title={heading}
      description={problem ? i18n._(problem) : undefined}
      role="alert"
      data-testid="error-state"
      {...focus}
    >
      <MantineEmptyState.Actions>
        {retry}
        {elsewhereLink}
      </MantineEmptyState.Actions>
    </MantineEmptyState>
  )
}

/** The states' pictures: a line drawing in the text's colour. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 64 64"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

/** A failure's picture: a warning sign, not a status code. */
const ProblemIcon = () => (
  <LineIcon>
    <path d="M32 10 58 54H6z" />
    <path d="M32 26v13M32 46v1" />
  </LineIcon>
)

/** A refusal's picture: a lock. */
const LockIcon = () => (
  <LineIcon>
    <rect x="14" y="28" width="36" height="26" rx="4" />
    <path d="M22 28v-8a10 10 0 0 1 20 0v8M32 38v6" />
  </LineIcon>
)

/** The 404 result image at its own size: the library sizes an icon drawn straight in its place to one letter. */
const missingIcon = (
  <span>
    <ResultImage status={404} width={180} />
  </span>
)

/** An empty list's picture: a sheet with lines. */
const EmptyIcon = () => (
  <LineIcon>
    <rect x="10" y="14" width="44" height="36" rx="6" />
    <path d="M18 26h28M18 34h20M18 42h12" />
  </LineIcon>
)

/** Nothing to show, said plainly, with an optional way on; `missing`: a page-level "this does not exist". */
export function EmptyState({
  title,
  description,
  action,
  missing = false,
}: {
  title: ReactNode
  description?: ReactNode
  action?: ReactNode
  missing?: boolean
}) {
  return (
    <MantineEmptyState
      py="xl"
      withIndicatorBackground={!missing}
      icon={missing ? missingIcon : <EmptyIcon />}
      title={title}
      description={description}
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  )
}

/**
 * While a call that failed is asked again (the query client's automatic retries), a placeholder
 * says so, so a wait that is not a slow answer does not read as one.
 */
export function RetryingNote() {
  const retrying = useIsFetching({ predicate: (query) => query.state.fetchFailureCount > 0 })
  if (retrying === 0) return null
  return (
    <Text size="sm" c="dimmed">
      <Trans>The first attempt failed. Trying again…</Trans>
    </Text>
  )
}

/** Rows of placeholders while a list loads. */
export function LoadingRows({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      <RetryingNote />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={36} radius="sm" />
      ))}
    </Stack>
  )
}
