import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import { useDocumentVisibility, useIntersection, useMergedRef } from '@mantine/hooks'
import { Trans } from '@lingui/react/macro'
import { EMBED_VALID_MS } from '../api/get-report-info'
import { addressExpiry, addressView } from './frame-address'
import { useDashboardHeight } from './dashboard-messages'
import { originOf, probeFrameHost, whenFrameBlocked } from './frame-probe'
import { useFrameSet, useLoadingAll, type FrameStatus } from './frame-set'
import classes from './embed-frame.module.css'

/** An embed that has not loaded after this long shows an error with a retry. */
export const EMBED_TIMEOUT_MS = 20_000
/** What a Metabase embed needs: its scripts, its own origin's storage, links and exports. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads'
/** A frame in view keeps its address (and what the viewer did in it) until this long before it expires. */
export const RESIGN_BEFORE_EXPIRY_MS = 90_000

const NEAR_VIEWPORT = { rootMargin: '200px' }
const IN_VIEWPORT = { rootMargin: '0px' }

/**
 * Whether the box is near the viewport (frames below the fold load when they are needed; once near,
 * for good) and whether it is in view now (true until the browser first says).
 */
function useViewport() {
  const near = useIntersection<HTMLDivElement>(NEAR_VIEWPORT)
  const inView = useIntersection<HTMLDivElement>(IN_VIEWPORT)
  const [wasNear, setWasNear] = useState(false)
  const nearNow = near.entry?.isIntersecting ?? false
  if (nearNow && !wasNear) setWasNear(true)
  return { ref: useMergedRef(near.ref, inView.ref), near: nearNow || wasNear, inView: inView.entry?.isIntersecting ?? true }
}

type Failure = 'timeout' | 'unreachable' | 'blocked'

type FrameLayerProps = {
  src: string
  title: string
  height: number
  /** Loading behind the frame on show: hidden, out of the tab order and of the accessibility tree. */
  behind: boolean
  onSettled: (result: 'loaded' | Failure) => void
  /** The height the dashboard reports for its content. */
  onFit: (height: number) => void
}

/**
 * One load of one address: loaded once its `load` event has fired and its host answered the probe, or
 * once the dashboard first reports its size, whichever comes first; failed when the probe finds the
 * host unreachable, nothing loads within the time limit, or the page's policy refuses its origin (even
 * after it counted as loaded: the browser then shows only its broken-frame page).
 */
function FrameLayer({ src, title, height, behind, onSettled, onFit }: FrameLayerProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [loadFired, setLoadFired] = useState(false)
  const [reached, setReached] = useState<boolean | null>(null)
  const [sized, setSized] = useState(false)
  const done = useRef(false)
  const settle = useEffectEvent((result: 'loaded' | Failure) => {
    if (done.current && result !== 'blocked') return
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
  // Before the browser can load the frame: its refusal is reported only once.
  useLayoutEffect(() => {
    const origin = originOf(src)
    return origin ? whenFrameBlocked(origin, () => settle('blocked')) : undefined
  }, [src])
  useEffect(() => {
    if (sized || (reached && loadFired)) settle('loaded')
    else if (reached === false) settle('unreachable')
  }, [reached, loadFired, sized])
  useDashboardHeight(frame, src, (fitted) => {
    onFit(fitted)
    setSized(true)
  })
  return (
    <iframe
      ref={frame}
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

/** A frame that failed: what happened, and a retry where one can help. */
function FrameError({ title, src, failure, onRetry }: { title: string; src: string; failure: Failure; onRetry: () => void }) {
  const origin = originOf(src) ?? src
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {failure === 'unreachable' ? (
            <Trans>“{title}” could not be reached. Check the connection, then retry.</Trans>
          ) : failure === 'blocked' ? (
            <Trans>
              “{title}” cannot be shown: its address ({origin}) is not allowed by this site’s security policy. Please tell the site’s administrators.
            </Trans>
          ) : (
            <Trans>“{title}” did not load. The connection may be slow or the dashboard unavailable.</Trans>
          )}
        </Text>
        {failure === 'blocked' ? null : (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  )
}

type EmbedFrameProps = { src: string; title: string; height: number }

/**
 * A Metabase dashboard or card, loaded when it comes near the viewport (or when the page is to be
 * printed), with a skeleton until it loads and an error with a retry when it fails.
 *
 * The box is the template's `height` until the dashboard reports the height of its content, then
 * exactly that height, growing and shrinking with it. Metabase measures a page that is never shorter
 * than its frame, so nothing is added around the frame: a report of the current height changes nothing.
 *
 * A new `src` that shows something else (another period, owner, filter or language) replaces the
 * frame at once. A new `src` that is the same view re-signed is loaded behind the frame on show, which
 * then swaps to it once it has loaded: at once for a frame out of view or in a hidden tab, and for a
 * frame in view only when its address is about to expire, so the viewer keeps what they did in it as
 * long as it works. The box keeps its height meanwhile, so the page does not jump.
 */
export function EmbedFrame({ src, title, height }: EmbedFrameProps) {
  const { ref, near, inView } = useViewport()
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
  /** The height the dashboard on show last reported: kept while another view of it loads. */
  const [fit, setFit] = useState<number | null>(null)
  /** The height the re-signed copy behind reported: it may have changed since the one on show loaded. */
  const standbyFit = useRef<number | null>(null)
  const mounted = near || loadingAll
  const boxHeight = fit ?? height

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
    const start = () => {
      standbyFit.current = null
      setStandby(layer(src))
    }
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
    <div ref={ref} className={classes.box} style={{ height: boxHeight }} data-testid="embed-frame">
      {shown.status === 'timeout' || shown.status === 'unreachable' || shown.status === 'blocked' ? (
        <FrameError title={title} src={shown.src} failure={shown.status} onRetry={() => setShown({ ...layer(src), status: 'loading' })} />
      ) : (
        <div className={classes.layers}>
          {mounted ? (
            <FrameLayer
              key={shown.key}
              src={shown.src}
              title={title}
              height={boxHeight}
              behind={false}
              onSettled={(result) => setShown((current) => (current.key === shown.key ? { ...current, status: result } : current))}
              onFit={setFit}
            />
          ) : null}
          {standby ? (
            <FrameLayer
              key={standby.key}
              src={standby.src}
              title={title}
              height={boxHeight}
              behind
              onSettled={(result) => {
                if (result === 'loaded') {
                  setShown({ ...standby, status: 'loaded' })
                  if (standbyFit.current !== null) setFit(standbyFit.current)
                } else setRefused((list) => [...list, standby.src])
                setStandby(null)
              }}
              onFit={(reported) => {
                standbyFit.current = reported
              }}
            />
          ) : null}
        </div>
      )}
      {shown.status === 'loading' ? <Skeleton height={boxHeight} className={classes.cover} data-testid="embed-skeleton" /> : null}
      {status === 'waiting' ? (
        <Text size="sm" c="dimmed" className={classes.printNote}>
          <Trans>“{title}” had not loaded when this page was printed. The Print button on the page waits for it.</Trans>
        </Text>
      ) : null}
    </div>
  )
}
