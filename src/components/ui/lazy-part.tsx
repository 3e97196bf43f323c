import { lazy, startTransition, Suspense, useCallback, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { CatchBoundary } from '@tanstack/react-router'

/**
 * The one way to load a part of a screen later: a component whose code loads when it is first
 * rendered (or `preload`ed). Code that could not load (no connection, or a page open from before a
 * new release whose files are gone) is asked for again the next time the part is rendered.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const attempt = () =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        current = lazy(attempt)
        throw error
      },
    )
  let current = lazy(attempt)
  function LazyPart(props: P) {
    const Current = current
    return <Current {...props} />
  }
  return Object.assign(LazyPart, { preload: () => void load().catch(() => undefined) })
}

/**
 * Around a `lazyPart`: `fallback` shows while its code loads, and in its place when the code could
 * not load; a new `attempt` (the next time someone uses it) tries again.
 */
export function LazyBoundary({ fallback, attempt = 0, children }: { fallback: ReactNode; attempt?: number; children: ReactNode }) {
  return (
    <CatchBoundary getResetKey={() => attempt} errorComponent={() => fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchBoundary>
  )
}

const FOCUSABLE = 'button, [href], input, [tabindex]:not([tabindex="-1"])'

/** Tells its owner when it mounts: here, once a control has replaced its stand-in. */
function Mounted({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount])
  return null
}

/**
 * A control (a menu, a picker) whose code loads when someone first reaches for it. Until then
 * `standIn` shows: the same button, drawn without that code. Pointing at it or focusing it fetches the
 * code (`preload`); pressing it puts the control in its place, opened, with the keyboard focus if the
 * stand-in had it. With `swapOnIntent`, pointing or focusing already puts the control in place (not
 * opened), so that it can open on hover itself. The stand-in stays on screen while the code loads
 * (a transition), so no press or focus is lost half way.
 */
export function OnUse({ standIn, preload, swapOnIntent = false, children }: {
  standIn: ReactNode
  preload: () => void
  swapOnIntent?: boolean
  children: (opened: boolean) => ReactNode
}) {
  const [use, setUse] = useState<{ opened: boolean; attempt: number } | null>(null)
  const box = useRef<HTMLSpanElement>(null)
  const hadFocus = useRef(false)
  const mounted = useRef(false)
  // The control in place: it takes the keyboard focus the stand-in had.
  const swapped = useCallback(() => {
    mounted.current = true
    if (hadFocus.current) box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }, [])
  // Each use of the stand-in is a new attempt, should the code not have loaded before.
  const want = (opened: boolean) => {
    if (mounted.current) return
    startTransition(() => setUse((current) => ({ opened: opened || (current?.opened ?? false), attempt: (current?.attempt ?? 0) + 1 })))
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
        <LazyBoundary fallback={standIn} attempt={use.attempt}>
          {children(use.opened)}
          <Mounted onMount={swapped} />
        </LazyBoundary>
      )}
    </span>
  )
}
