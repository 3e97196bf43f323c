import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useDocumentVisibility, useIntersection, useMergedRef } from '@mantine/hooks'
import { Trans } from '@lingui/react/macro'
import { EMBED_VALID_MS } from '../api/get-report-info'
import { addressExpiry, addressView } from './frame-address'
import { useDashboardMessages } from './dashboard-messages'
import { onFrameBlocks, originOf, probeFrameHost, type ProbeAnswer } from './frame-probe'
import { useFrameSet, useLoadingAll, type FrameStatus } from './frame-set'
import classes from './embed-frame.module.css'

/** An embed that has not fired `load` after this long shows an error with a retry. */
export const EMBED_TIMEOUT_MS = 20_000
/** An embed whose page has loaded and whose dashboard has not sent a message after this long shows why it may not have started. */
export const FIRST_MESSAGE_WAIT_MS = 10_000
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

/**
 * The box's width on screen, measured as printing starts (before the page is laid out for paper):
 * the width at which the dashboard laid out what it reported the height of.
 */
function useScreenWidth(box: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    // Synchronously: the browser lays the printout out as soon as the listeners return.
    const measure = () => flushSync(() => setWidth(box.current ? Math.round(box.current.getBoundingClientRect().width) : null))
    window.addEventListener('beforeprint', measure)
    return () => window.removeEventListener('beforeprint', measure)
  }, [box])
  return width
}

/**
 * Why a frame shows no dashboard: nothing loaded in time; its host could not be reached; the page's
 * policy refused it (its own origin, or the origin it was redirected to); its answer forbids framing;
 * it was redirected and no dashboard started; or its page loaded and no dashboard started.
 */
export type Failure =
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'blocked'; origin: string; redirected: boolean }
  | { kind: 'refuses' }
  | { kind: 'redirected' }
  | { kind: 'silent' }

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
 * One load of one address.
 *
 * Loaded once the dashboard sends its first message (a Metabase embed posts its size as soon as it
 * runs), or, for a page whose probe answer the portal can read (its own origin), once its `load`
 * event has fired and that answer lets the portal frame it.
 *
 * Failed, with the reason, when: the probe finds the host unreachable or its readable answer forbids
 * framing (at once); the page's policy refuses the frame's origin (at once, even after it counted as
 * loaded: the browser then shows only its broken-frame page); nothing has fired `load` within
 * EMBED_TIMEOUT_MS; or `load` has fired and no dashboard message has come within FIRST_MESSAGE_WAIT_MS
 * (the browser fires `load` for its own error page of a refused or redirected frame too). In that last
 * case the probe tells a redirect, and a refusal of the policy reported meanwhile names where to.
 */
function FrameLayer({ src, title, height, behind, onSettled, onFit }: FrameLayerProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [started] = useState(() => performance.now())
  const [loadFired, setLoadFired] = useState(false)
  const [probe, setProbe] = useState<ProbeAnswer | null>(null)
  /** Whether the dashboard has sent a message: the page in the frame is the dashboard. */
  const [heard, setHeard] = useState(false)
  /** An origin the page's policy refused as a frame while this one loaded: where a redirect may have led. */
  const refusedElsewhere = useRef<string | null>(null)
  const done = useRef(false)
  const settle = useEffectEvent((result: 'loaded' | Failure) => {
    const ownOriginBlocked = result !== 'loaded' && result.kind === 'blocked' && !result.redirected
    if (done.current && !ownOriginBlocked) return
    done.current = true
    onSettled(result)
  })
  const afterLoad = useEffectEvent((): Failure => {
    if (probe === 'redirected' && refusedElsewhere.current) return { kind: 'blocked', origin: refusedElsewhere.current, redirected: true }
    return { kind: probe === 'redirected' ? 'redirected' : 'silent' }
  })
  useEffect(() => {
    let current = true
    void probeFrameHost(src).then((answer) => {
      if (current) setProbe(answer)
    })
    return () => {
      current = false
    }
  }, [src])
  // Until `load`, the time limit of the whole load; after it, the wait for the dashboard's first message.
  useEffect(() => {
    const timer = loadFired ? setTimeout(() => settle(afterLoad()), FIRST_MESSAGE_WAIT_MS) : setTimeout(() => settle({ kind: 'timeout' }), EMBED_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [loadFired])
  // Before the browser can load the frame: its refusal is reported only once.
  useLayoutEffect(() => {
    const origin = originOf(src)
    if (!origin) return undefined
    return onFrameBlocks(Number.NEGATIVE_INFINITY, (block) => {
      if (block.origin === origin) settle({ kind: 'blocked', origin, redirected: false })
      else if (block.at >= started) refusedElsewhere.current = block.origin
    })
  }, [src, started])
  useEffect(() => {
    if (heard || (probe === 'framable' && loadFired)) settle('loaded')
    else if (probe === 'unreachable') settle({ kind: 'unreachable' })
    else if (probe === 'refuses') settle({ kind: 'refuses' })
  }, [heard, probe, loadFired])
  useDashboardMessages(frame, src, { onFirst: () => setHeard(true), onHeight: onFit })
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
type Shown = Layer & ({ status: 'loading' | 'loaded' } | { status: 'failed'; failure: Failure })

let nextLayerKey = 0
const layer = (src: string): Layer => ({ key: ++nextLayerKey, src, since: Date.now() })

/** What a failed frame says, in a sentence that names it. */
function FailureText({ name, failure }: { name: string; failure: Failure }) {
  // The names are the server's: text, never read as the message's markup.
  const title = <>{name}</>
  switch (failure.kind) {
    case 'unreachable':
      return <Trans>“{title}” could not be reached. Check the connection, then retry.</Trans>
    case 'timeout':
      return <Trans>“{title}” did not load. The connection may be slow or the dashboard unavailable.</Trans>
    case 'blocked': {
      const origin = <>{failure.origin}</>
      return failure.redirected ? (
        <Trans>
          “{title}” cannot be shown: its address redirects to {origin}, which this site’s security policy does not allow. Open it in a new tab, or tell the
          site’s administrators.
        </Trans>
      ) : (
        <Trans>
          “{title}” cannot be shown: its address ({origin}) is not allowed by this site’s security policy. Please tell the site’s administrators.
        </Trans>
      )
    }
    case 'refuses':
      return (
        <Trans>
          “{title}” cannot be shown here: its site does not let other sites show it in a frame. Open it in a new tab, or tell the site’s administrators.
        </Trans>
      )
    case 'redirected':
      return (
        <Trans>“{title}” cannot be shown here: its address led to another page, perhaps to sign in. Open it in a new tab, sign in if asked, then retry.</Trans>
      )
    case 'silent':
      return (
        <Trans>“{title}” did not start: its site may not let other sites show it in a frame, or may ask to sign in. Open it in a new tab, then retry.</Trans>
      )
  }
}

/**
 * What helps after a failure: a retry unless only the deployment can fix it (an origin the page's
 * policy refuses, an answer that forbids framing); the address in a new tab when the dashboard may
 * work on its own (there a sign-in can happen, and framing rules do not apply). An origin the
 * policy refuses is the deployment's to allow: the message says whom to tell.
 */
function waysOn(failure: Failure): { retry: boolean; newTab: boolean } {
  switch (failure.kind) {
    case 'unreachable':
      return { retry: true, newTab: false }
    case 'blocked':
      // Redirected to a refused origin, a sign-in perhaps: once signed in there, a retry can work.
      return { retry: failure.redirected, newTab: failure.redirected }
    case 'refuses':
      return { retry: false, newTab: true }
    case 'timeout':
    case 'redirected':
    case 'silent':
      return { retry: true, newTab: true }
  }
}

/** A frame that failed: what happened, and the ways on that can help. */
function FrameError({ title, src, failure, onRetry }: { title: string; src: string; failure: Failure; onRetry: () => void }) {
  const { retry, newTab } = waysOn(failure)
  return (
    <Alert color="red" variant="light" role="alert" data-failure={failure.kind}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <FailureText name={title} failure={failure} />
        </Text>
        <Group gap="xs">
          {retry ? (
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              <Trans>Retry</Trans>
            </Button>
          ) : null}
          {newTab ? (
            <Button size="xs" variant="subtle" color="red" component="a" href={src} target="_blank" rel="noopener noreferrer">
              <Trans>Open in a new tab</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  )
}

type EmbedFrameProps = { src: string; title: string; height: number }

/**
 * A Metabase dashboard or card, loaded when it comes near the viewport (or when the page is to be
 * printed), with a skeleton until it loads and, when it fails, why and the ways on (FrameError).
 *
 * The box is the template's `height` until the dashboard reports the height of its content, then
 * exactly that height, growing and shrinking with it. Metabase measures a page that is never shorter
 * than its frame, so nothing is added around the frame: a report of the current height changes nothing.
 * On paper the frame keeps the width it had on screen, scaled to the paper's (the module's print
 * styles), so the height it reported still holds.
 *
 * A new `src` that shows something else (another period, owner, filter or language) replaces the
 * frame at once. A new `src` that is the same view re-signed is loaded behind the frame on show, which
 * then swaps to it once it has loaded: at once for a frame out of view or in a hidden tab, and for a
 * frame in view only when its address is about to expire, so the viewer keeps what they did in it as
 * long as it works. The box keeps its height meanwhile, so the page does not jump.
 */
export function EmbedFrame({ src, title, height }: EmbedFrameProps) {
  const { ref: viewportRef, near, inView } = useViewport()
  const box = useRef<HTMLDivElement>(null)
  const ref = useMergedRef(viewportRef, box)
  const screenWidth = useScreenWidth(box)
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
    // A failure is as tall as what it says: no empty box where no dashboard will show.
    <div ref={ref} className={classes.box} style={shown.status === 'failed' ? undefined : { height: boxHeight }} data-testid="embed-frame">
      {shown.status === 'failed' ? (
        <FrameError title={title} src={shown.src} failure={shown.failure} onRetry={() => setShown({ ...layer(src), status: 'loading' })} />
      ) : (
        <div
          className={screenWidth ? `${classes.layers} ${classes.screenLayout}` : classes.layers}
          // On paper: the width and height of the dashboard on screen, which it keeps there, scaled to fit.
          style={screenWidth ? ({ '--screen-width': screenWidth, '--screen-height': boxHeight } as CSSProperties) : undefined}
        >
          {mounted ? (
            <FrameLayer
              key={shown.key}
              src={shown.src}
              title={title}
              height={boxHeight}
              behind={false}
              onSettled={(result) =>
                setShown((current) =>
                  current.key !== shown.key
                    ? current
                    : result === 'loaded'
                      ? { ...current, status: 'loaded' }
                      : { ...current, status: 'failed', failure: result },
                )
              }
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
