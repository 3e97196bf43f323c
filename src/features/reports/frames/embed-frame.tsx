import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react'
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import { useDocumentVisibility } from '@mantine/hooks'
import { Trans } from '@lingui/react/macro'
import { EMBED_VALID_MS } from '../api/get-report-info'
import { addressExpiry, addressView } from './frame-address'
import { probeFrameHost } from './frame-probe'
import { useFrameSet, useLoadingAll, type FrameStatus } from './frame-set'
import classes from './embed-frame.module.css'

/** An embed that has not loaded after this long shows an error with a retry. */
export const EMBED_TIMEOUT_MS = 20_000
/** What a Metabase embed needs: its scripts, its own origin's storage, links and exports. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads'
/** A frame in view keeps its address (and what the viewer did in it) until this long before it expires. */
export const RESIGN_BEFORE_EXPIRY_MS = 90_000

/**
 * Whether any part of the box is within `rootMargin` of the viewport now; `initial` until the
 * browser first says, and for good where it cannot tell.
 */
function useIntersecting(ref: RefObject<HTMLDivElement | null>, rootMargin: string, initial: boolean) {
  const [intersecting, setIntersecting] = useState(initial)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (last) setIntersecting(last.isIntersecting)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin])
  return intersecting
}

/** True once the box has come near the viewport: frames below the fold load when they are needed. */
function useNearViewport(ref: RefObject<HTMLDivElement | null>) {
  const nearNow = useIntersecting(ref, '200px', typeof IntersectionObserver === 'undefined')
  const [near, setNear] = useState(nearNow)
  if (nearNow && !near) setNear(true)
  return near
}

type Failure = 'timeout' | 'unreachable'

type FrameLayerProps = {
  src: string
  title: string
  height: number
  /** Loading behind the frame on show: hidden, out of the tab order and of the accessibility tree. */
  behind: boolean
  onSettled: (result: 'loaded' | Failure) => void
}

/**
 * One load of one address: loaded once its `load` event has fired and its host answered the probe,
 * failed when the probe finds the host unreachable or nothing loads within the time limit.
 */
function FrameLayer({ src, title, height, behind, onSettled }: FrameLayerProps) {
  const [loadFired, setLoadFired] = useState(false)
  const [reached, setReached] = useState<boolean | null>(null)
  const done = useRef(false)
  const settle = useEffectEvent((result: 'loaded' | Failure) => {
    if (done.current) return
    done.current = true
    onSettled(result)
  })
  useEffect(() => {
    let current = true
    const timer = setTimeout(() => settle('timeout'), EMBED_TIMEOUT_MS)
    void probeFrameHost(src).then((answered) => {
      if (current) setReached(answered)
    })
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [src])
  useEffect(() => {
    if (reached === false) settle('unreachable')
    else if (reached && loadFired) settle('loaded')
  }, [reached, loadFired])
  return (
    <iframe
      src={src}
      title={behind ? undefined : title}
      aria-hidden={behind || undefined}
      inert={behind}
      sandbox={EMBED_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => setLoadFired(true)}
      className={behind ? `${classes.frame} ${classes.behind}` : classes.frame}
      style={{ height }}
    />
  )
}

type Layer = { key: number; src: string; since: number }
type Shown = Layer & { status: 'loading' | 'loaded' | Failure }

let nextLayerKey = 0
const layer = (src: string): Layer => ({ key: ++nextLayerKey, src, since: Date.now() })

/** A frame that failed: what happened, and a retry. */
function FrameError({ title, failure, onRetry }: { title: string; failure: Failure; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {failure === 'unreachable' ? (
            <Trans>“{title}” could not be reached. Check the connection, then retry.</Trans>
          ) : (
            <Trans>“{title}” did not load. The connection may be slow or the dashboard unavailable.</Trans>
          )}
        </Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    </Alert>
  )
}

type EmbedFrameProps = { src: string; title: string; height: number }

/**
 * A Metabase dashboard or card, loaded when it comes near the viewport (or when the page is to be
 * printed), with a skeleton until it loads and an error with a retry when it fails.
 *
 * A new `src` that shows something else (another period, owner or filter) replaces the frame at
 * once. A new `src` that is the same view re-signed is loaded behind the frame on show, which then
 * swaps to it once it has loaded: at once for a frame out of view or in a hidden tab, and for a frame
 * in view only when its address is about to expire, so the viewer keeps what they did in it as long
 * as it works. The box keeps its height throughout, so the page does not jump.
 */
export function EmbedFrame({ src, title, height }: EmbedFrameProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  const inView = useIntersecting(ref, '0px', true)
  // Whether the tab is shown (not a background tab, not a minimised window).
  const pageShown = useDocumentVisibility() !== 'hidden'
  const frameSet = useFrameSet()
  const loadingAll = useLoadingAll()
  const [frameId] = useState(() => Symbol('frame'))
  const [shown, setShown] = useState<Shown>(() => ({ ...layer(src), status: 'loading' }))
  const [standby, setStandby] = useState<Layer | null>(null)
  /** Re-signed addresses that failed to load behind the frame: not tried again. */
  const [refused, setRefused] = useState<readonly string[]>([])
  const [given, setGiven] = useState(src)
  const mounted = near || loadingAll

  // Another view, or a frame with nothing worth keeping (not shown yet, loading, failed): the new address at once.
  if (src !== given) {
    setGiven(src)
    if (addressView(src) !== addressView(shown.src) || !mounted || shown.status !== 'loaded') {
      setShown({ ...layer(src), status: 'loading' })
      setStandby(null)
    }
  }

  // The same view re-signed: load it behind once the frame is out of sight or its address nears expiry.
  const waiting = shown.status === 'loaded' && src !== shown.src && standby?.src !== src && !refused.includes(src)
  useEffect(() => {
    if (!waiting) return
    const start = () => setStandby(layer(src))
    if (!inView || !pageShown) return start()
    // The address stops working when it says, else at its signing time plus the contract's validity.
    const expiry = addressExpiry(shown.src) ?? shown.since + EMBED_VALID_MS
    const timer = setTimeout(start, Math.max(0, expiry - RESIGN_BEFORE_EXPIRY_MS - Date.now()))
    return () => clearTimeout(timer)
  }, [waiting, src, shown, inView, pageShown])

  const status: FrameStatus = shown.status === 'loaded' ? 'loaded' : shown.status === 'loading' ? 'waiting' : 'failed'
  useEffect(() => {
    frameSet.report(frameId, status)
  }, [frameSet, frameId, status])
  useEffect(() => () => frameSet.report(frameId, null), [frameSet, frameId])

  return (
    <div ref={ref} className={classes.box} style={{ height }} data-testid="embed-frame">
      {shown.status === 'timeout' || shown.status === 'unreachable' ? (
        <FrameError title={title} failure={shown.status} onRetry={() => setShown({ ...layer(src), status: 'loading' })} />
      ) : (
        <div className={classes.layers}>
          {mounted ? (
            <FrameLayer
              key={shown.key}
              src={shown.src}
              title={title}
              height={height}
              behind={false}
              onSettled={(result) => setShown((current) => (current.key === shown.key ? { ...current, status: result } : current))}
            />
          ) : null}
          {standby ? (
            <FrameLayer
              key={standby.key}
              src={standby.src}
              title={title}
              height={height}
              behind
              onSettled={(result) => {
                if (result === 'loaded') setShown({ ...standby, status: 'loaded' })
                else setRefused((list) => [...list, standby.src])
                setStandby(null)
              }}
            />
          ) : null}
        </div>
      )}
      {shown.status === 'loading' ? <Skeleton height={height} className={classes.cover} data-testid="embed-skeleton" /> : null}
      {status === 'waiting' ? (
        <Text size="sm" c="dimmed" className={classes.printNote}>
          <Trans>“{title}” had not loaded when this page was printed. The Print button on the page waits for it.</Trans>
        </Text>
      ) : null}
    </div>
  )
}
