import {
  createContext,
  createElement,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import { CatchBoundary } from '@tanstack/react-router'
import { ErrorState } from './states'

/**
 * A part of a screen whose code loads when it is first rendered (or `preload`ed), to be rendered
 * inside `WhenUsed`. Code that could not load (no connection, or a page open from before a new
 * release whose files are gone) is asked for again at the next use of the part, not before: another
 * render of the same use shows the failure.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  type Part = LazyExoticComponent<ComponentType<P>>
  let loaded: Part | null = null
  const tries = new Map<string, Part>()
  /** The part's code for a use: once loaded, the same for every use; until then, one load per use. */
  const forUse = (use: string): Part => {
    if (loaded) return loaded
    let part = tries.get(use)
    if (!part) {
      const thisTry: Part = lazy(() =>
        load().then((component) => {
          loaded = thisTry
          tries.clear()
          return { default: component }
        }),
      )
      tries.set(use, (part = thisTry))
    }
    return part
  }
  function LazyPart(props: P) {
    // The same component for every render of a use (`forUse` keeps it), not one made per render.
    return createElement(forUse(useContext(UseContext)), props)
  }
  return Object.assign(LazyPart, { preload: () => void load().catch(() => undefined) })
}

/** Which use of a part a boundary renders (`Loading`): each new use, or a Retry, is another. */
const UseContext = createContext('')

const FOCUSABLE = 'button, [href], input, [tabindex]:not([tabindex="-1"])'

/** Tells its owner when it mounts: here, once a control has replaced its stand-in. */
function Mounted({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount])
  return null
}

/**
 * `fallback` while the code loads. When it could not: `failed` (what could not be loaded) with a Retry, or without it
 * `fallback` again. A new `attempt`, or the Retry, tries again.
 */
function Loading({
  fallback,
  attempt,
  failed,
  children,
}: {
  fallback: ReactNode
  attempt: unknown
  failed?: ReactNode | true
  children: ReactNode
}) {
  const [retries, setRetries] = useState(0)
  const use = `${String(attempt)} ${retries}`
  return (
    <CatchBoundary
      getResetKey={() => use}
      errorComponent={({ error }) =>
        failed === undefined ? (
          fallback
        ) : (
          <ErrorState
            compact
            error={error}
            title={failed === true ? undefined : failed}
            onRetry={() => setRetries((count) => count + 1)}
          />
        )
      }
    >
      <UseContext value={use}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </UseContext>
    </CatchBoundary>
  )
}

type UsedByState = {
  /** Falsy until the part is first needed (a dialog opens, a toast comes); each change after that is a new use. */
  used: boolean | number
  fallback?: ReactNode
  /**
   * What the part shows (`true`: "This could not be loaded.", where the part's place says it), said when its code could
   * not load, with a Retry: for a part the page cannot do without, which no later use would ask for again.
   */
  failed?: ReactNode | true
  children: ReactNode
}

type UsedThroughStandIn = {
  /** The same control drawn without its code, shown until it is first pointed at, focused or pressed. */
  standIn: ReactNode
  preload: () => void
  /** Pointing or focusing already puts the control in place (not opened), so that it can open on hover itself. */
  swapOnIntent?: boolean
  children: (opened: boolean) => ReactNode
}

/**
 * The one way to load a part when first used: its children (holding `lazyPart`s) render from then on.
 * Either `used` says when (a state of the screen), or a `standIn` control does: pointing at or
 * focusing it fetches the code, pressing it puts the control in its place, opened, with the keyboard
 * focus if the stand-in had it. The stand-in or `fallback` stays while the code loads (a transition:
 * no press is lost half way), and each new use asks again for code that could not load.
 */
export function WhenUsed(props: UsedByState | UsedThroughStandIn) {
  return 'standIn' in props ? <WhenStandInUsed {...props} /> : <WhenStateUsed {...props} />
}

function WhenStateUsed({ used, fallback = null, failed, children }: UsedByState) {
  const [first, setFirst] = useState(false)
  if (!first && used) setFirst(true)
  return first || used ? (
    <Loading fallback={fallback} attempt={used} failed={failed}>
      {children}
    </Loading>
  ) : null
}

function WhenStandInUsed({ standIn, preload, swapOnIntent = false, children }: UsedThroughStandIn) {
  const [use, setUse] = useState<{ opened: boolean; attempt: number } | null>(null)
  const box = useRef<HTMLSpanElement>(null)
  const hadFocus = useRef(false)
  const mounted = useRef(false)
  // The control in place: it takes the keyboard focus the stand-in had.
  const swapped = useCallback(() => {
    mounted.current = true
    if (hadFocus.current) box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }, [])
  const want = (opened: boolean) => {
    if (mounted.current) return
    startTransition(() =>
      setUse((current) => ({ opened: opened || (current?.opened ?? false), attempt: (current?.attempt ?? 0) + 1 })),
    )
  }
  const intent = () => (swapOnIntent ? want(false) : preload())
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerOver={intent}
      onFocus={() => {
        hadFocus.current = true
        intent()
      }}
      onBlur={(event) => {
        // Not when the swap for the control removes the stand-in.
        if (event.target.isConnected) hadFocus.current = false
      }}
      onPointerDown={() => want(true)}
      onClick={() => want(true)}
    >
      {use === null ? (
        standIn
      ) : (
        <Loading fallback={standIn} attempt={use.attempt}>
          {children(use.opened)}
          <Mounted onMount={swapped} />
        </Loading>
      )}
    </span>
  )
}

/**
 * The one way to show a part just after its page: React renders it in a pass of its own once the
 * page is committed, `fallback` (a space kept at its height) until then. For a part that measures
 * itself on mount, which would lay out the whole page before its first paint.
 */
export function AfterPaint({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const painted = useDeferredValue(true, false)
  return painted ? children : fallback
}

/**
 * True from the first frame painted after the component mounted: for work that must not hold up that
 * paint (asking for what a page may need next), not for rendering a part (that is `AfterPaint`).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
