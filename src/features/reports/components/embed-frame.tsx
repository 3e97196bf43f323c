import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import classes from './embed-frame.module.css'

/** An embed that has not loaded after this long shows an error with a retry. */
export const EMBED_TIMEOUT_MS = 20_000
/** What a Metabase embed needs: its scripts, its own origin's storage, links and exports. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads'

/** True once the box has come near the viewport: frames below the fold load when they are needed. */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: '200px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return { ref, near }
}

type EmbedFrameProps = { src: string; title: string; height: number }

/** One load of the frame: a skeleton until it loads, an error with a retry after 20 s. */
function FrameAttempt({ src, title, height, onRetry }: EmbedFrameProps & { onRetry: () => void }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'timeout'>('loading')
  useEffect(() => {
    const timer = setTimeout(() => setState((current) => (current === 'loaded' ? current : 'timeout')), EMBED_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  if (state === 'timeout') {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>“{title}” did not load. The connection may be slow or the dashboard unavailable.</Trans>
          </Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </Alert>
    )
  }
  return (
    <>
      <iframe
        src={src}
        title={title}
        sandbox={EMBED_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        onLoad={() => setState('loaded')}
        className={classes.frame}
        style={{ height }}
      />
      {state === 'loading' ? <Skeleton height={height} className={classes.cover} data-testid="embed-skeleton" /> : null}
    </>
  )
}

/**
 * A Metabase dashboard or card, loaded when it comes near the viewport. A new `src` (a refreshed
 * signature or a filter) swaps in place: the box keeps its height, so the page does not jump.
 */
export function EmbedFrame({ src, title, height }: EmbedFrameProps) {
  const { ref, near } = useNearViewport()
  const [attempt, setAttempt] = useState(0)
  return (
    <div ref={ref} className={classes.box} style={{ height }} data-testid="embed-frame">
      {near ? (
        <FrameAttempt key={`${attempt}:${src}`} src={src} title={title} height={height} onRetry={() => setAttempt((value) => value + 1)} />
      ) : (
        <Skeleton height={height} data-testid="embed-skeleton" />
      )}
    </div>
  )
}
