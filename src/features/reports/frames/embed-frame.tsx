import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ActionDispatch,
  type CSSProperties,
  type RefObject,
} from 'react'
import { flushSync } from 'react-dom'
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core'
import { useDocumentVisibility, useIntersection, useMergedRef } from '@mantine/hooks'
import { Trans } from '@lingui/react/macro'
import { originOf } from '@/lib/frame-message'
import { useDashboardMessages } from './dashboard-messages'
import { embedFrame, resignAt, startEmbed, type EmbedEvent, type Failure, type Load } from './embed-state'
import { onFrameBlocks, probeFrameHost } from './frame-probe'
import { useFrameSet, useLoadingAll } from './frame-set'
import classes from './embed-frame.module.css'

/** An embed that has not fired `load` after this long shows an error with a retry. */
export const EMBED_TIMEOUT_MS = 20_000
/**
 * An embed whose page has loaded and whose dashboard has not sent a message after this long shows why it may not have
 * started.
 */
export const FIRST_MESSAGE_WAIT_MS = 10_000
/** What a Metabase embed needs: its scripts, its own origin's storage, links and exports. */
export const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads'

type Dispatch = ActionDispatch<[EmbedEvent]>

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
  return {
    ref: useMergedRef(near.ref, inView.ref),
    near: nearNow || wasNear,
    inView: inView.entry?.isIntersecting ?? true,
  }
}

/**
 * The box's width on screen, measured as printing starts (before the page is laid out for paper):
 * the width at which the dashboard laid out what it reported the height of.
 */
function useScreenWidth(box: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    // Synchronously: the browser lays the printout out as soon as the listeners return.
    const measure = () =>
      flushSync(() => setWidth(box.current ? Math.round(box.current.getBoundingClientRect().width) : null))
    window.addEventListener('beforeprint', measure)
    return () => window.removeEventListener('beforeprint', measure)
  }, [box])
  return width
}

/**
 * One load of one address: tells the frame's state what the page learns of it (`embed-state.ts` judges).
 * One loading `behind` the frame on show is hidden, out of the tab order and of the accessibility tree.
 */
function FrameLayer({
  load,
  title,
  height,
  behind,
  dispatch,
}: {
  load: Load
  title: string
  height: number
  behind: boolean
  dispatch: Dispatch
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const { src, loadFired } = load
  useEffect(() => {
    let current = true
    void probeFrameHost(src).then((answer) => {
      if (current) dispatch({ type: 'probe', src, answer })
    })
    return () => {
      current = false
    }
  }, [dispatch, src])
  // Until `load`, the time limit of the whole load; after it, the wait for the dashboard's first message.
  useEffect(() => {
    const timer = setTimeout(
      () => dispatch({ type: 'waited', src, loadFired }),
      loadFired ? FIRST_MESSAGE_WAIT_MS : EMBED_TIMEOUT_MS,
    )
    return () => clearTimeout(timer)
  }, [dispatch, src, loadFired])
  // Before the browser can load the frame: its refusal is reported only once. Refusals of other origins count from now
  // on.
  useLayoutEffect(() => {
    const origin = originOf(src)
    const started = performance.now()
    if (!origin) return undefined
    return onFrameBlocks(Number.NEGATIVE_INFINITY, (block) => {
      if (block.origin === origin || block.at >= started)
        dispatch({ type: 'policy', src, origin: block.origin, own: block.origin === origin })
    })
  }, [dispatch, src])
  const onMessage = () => {
    if (load.status === 'loading') dispatch({ type: 'message', src })
  }
  useDashboardMessages(frame, src, onMessage, (height) => dispatch({ type: 'fit', src, height }))
  return (
    <iframe
      ref={frame}
      src={src}
      title={behind ? undefined : title}
      aria-hidden={behind || undefined}
      inert={behind}
      sandbox={EMBED_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => dispatch({ type: 'load', src })}
      className={behind ? `${classes.frame} ${classes.behind}` : classes.frame}
      style={{ height }}
    />
  )
}

/**
 * What a failed frame says, in a sentence that names it (the server's name: text, never read as the message's markup).
 */
function FailureText({ name, failure }: { name: string; failure: Failure }) {
  const title = <>{name}</>
  const origin = 'origin' in failure ? <>{failure.origin}</> : null
  switch (failure.kind) {
    case 'unreachable':
      return <Trans>“{title}” could not be reached. Check your connection, then retry.</Trans>
    case 'timeout':
      return <Trans>“{title}” did not load. The connection may be slow or the dashboard unavailable.</Trans>
    case 'blocked':
      return (
        <Trans>
          “{title}” cannot be shown: its address ({origin}) is not allowed by this site’s security policy. Please tell
          this site’s administrators.
        </Trans>
      )
    case 'redirectBlocked':
      return (
        <Trans>
          “{title}” cannot be shown: its address redirects to {origin}, which this site’s security policy does not
          allow. Open it in a new tab, or tell this site’s administrators.
        </Trans>
      )
    case 'refuses':
      return (
        <Trans>
          “{title}” cannot be shown here: its site does not let other sites show it in a frame. Open it in a new tab, or
          tell this site’s administrators.
        </Trans>
      )
    case 'redirected':
      return (
        <Trans>
          “{title}” cannot be shown here: its address led to another page, perhaps to sign in. Open it in a new tab,
          sign in if asked, then retry.
        </Trans>
      )
    case 'silent':
      return (
        <Trans>
          “{title}” did not start: its site may not let other sites show it in a frame, or may ask to sign in. Open it
          in a new tab, then retry.
        </Trans>
      )
  }
}

/**
 * What helps after a failure, [retry, new tab]: a retry unless only the deployment can fix it (a refused
 * origin, an answer that forbids framing); a new tab when the dashboard may work on its own (a sign-in
 * can happen there, and framing rules do not apply).
 */
const WAYS_ON: Record<Failure['kind'], readonly [retry: boolean, newTab: boolean]> = {
  unreachable: [true, false],
  blocked: [false, false],
  // Redirected to a refused origin, a sign-in perhaps: once signed in there, a retry can work.
  redirectBlocked: [true, true],
  refuses: [false, true],
  timeout: [true, true],
  redirected: [true, true],
  silent: [true, true],
}

function FrameError({
  title,
  src,
  failure,
  onRetry,
}: {
  title: string
  src: string
  failure: Failure
  onRetry: () => void
}) {
  const [retry, newTab] = WAYS_ON[failure.kind]
  return (
    <Alert color="red" variant="light" role="alert">
      <Text size="sm">
        <FailureText name={title} failure={failure} />
      </Text>
      <Group gap="xs" mt="sm">
        {retry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : null}
        {newTab ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            component="a"
            href={src}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Open in a new tab</Trans>
          </Button>
        ) : null}
      </Group>
    </Alert>
  )
}

/**
 * A Metabase dashboard or card, loaded when it comes near the viewport (or the page is to be printed),
 * with a skeleton until it loads, and why and the ways on when it fails. `embedFrame` says which address
 * it shows. The box is the template's `height` until the dashboard reports its content's height, then
 * exactly that, kept while a new address loads; Metabase measures a page never shorter than its frame,
 * so nothing is added around it. On paper the frame keeps its screen width, scaled to the paper's (the
 * module's print styles), so the height it reported still holds.
 */
export function EmbedFrame({ src, title, height }: { src: string; title: string; height: number }) {
  const { ref: viewportRef, near, inView } = useViewport()
  const box = useRef<HTMLDivElement>(null)
  const ref = useMergedRef(viewportRef, box)
  const screenWidth = useScreenWidth(box)
  // Whether the tab is shown (not a background tab, not a minimised window).
  const pageShown = useDocumentVisibility() !== 'hidden'
  const frameSet = useFrameSet()
  const loadingAll = useLoadingAll()
  const [frameId] = useState(() => Symbol('frame'))
  const [state, dispatch] = useReducer(embedFrame, src, (first) => startEmbed(first, Date.now()))
  // A new address is taken before the browser paints: a frame that is to show something else never shows the old view.
  useLayoutEffect(() => dispatch({ type: 'address', src, now: Date.now() }), [src])
  const { shown, behind } = state
  const boxHeight = shown.fit ?? height

  const due = resignAt(state, inView && pageShown)
  useEffect(() => {
    if (due === null) return undefined
    const resign = () => dispatch({ type: 'resign', now: Date.now() })
    // Due now (out of sight, or expiring) without a timer: a hidden tab's timers may be held back.
    if (due <= Date.now()) return resign()
    const timer = setTimeout(resign, due - Date.now())
    return () => clearTimeout(timer)
  }, [due])

  const status = shown.status === 'loaded' ? 'loaded' : shown.status === 'loading' ? 'waiting' : 'failed'
  useEffect(() => frameSet.report(frameId, status), [frameSet, frameId, status])
  useEffect(() => () => frameSet.report(frameId, null), [frameSet, frameId])

  return (
    // A failure is as tall as what it says: no empty box where no dashboard will show.
    <div
      ref={ref}
      className={classes.box}
      style={typeof shown.status === 'object' ? undefined : { height: boxHeight }}
      data-testid="embed-frame"
    >
      {typeof shown.status === 'object' ? (
        <FrameError
          title={title}
          src={shown.src}
          failure={shown.status}
          onRetry={() => dispatch({ type: 'retry', now: Date.now() })}
        />
      ) : (
        <div
          className={screenWidth ? `${classes.layers} ${classes.screenLayout}` : classes.layers}
          // On paper: the width and height of the dashboard on screen, which it keeps there, scaled to fit.
          style={
            screenWidth ? ({ '--screen-width': screenWidth, '--screen-height': boxHeight } as CSSProperties) : undefined
          }
        >
          {near || loadingAll ? (
            <FrameLayer
              key={shown.src}
              load={shown}
              title={title}
              height={boxHeight}
              behind={false}
              dispatch={dispatch}
            />
          ) : null}
          {behind ? (
            <FrameLayer key={behind.src} load={behind} title={title} height={boxHeight} behind dispatch={dispatch} />
          ) : null}
        </div>
      )}
      {status === 'waiting' ? (
        <>
          <Skeleton height={boxHeight} className={classes.cover} data-testid="embed-skeleton" />
          <Text size="sm" c="dimmed" className={classes.printNote}>
            <Trans>
              “{title}” had not loaded when this page was printed. The Print button on the page waits for it.
            </Trans>
          </Text>
        </>
      ) : null}
    </div>
  )
}
