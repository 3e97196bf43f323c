import { useEffect, useEffectEvent, type RefObject } from 'react'
import type { z } from './zod'

/** The origin of a frame's address, or null when its address cannot be read. */
export function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin
  } catch {
    return null
  }
}

/**
 * Calls `onMessage` with each message that the page in `frame` (loaded from `src`) posts to this
 * window and that `schema` reads. Any page may post to this window: a message counts only when it
 * comes from that frame's own window and from the origin of its address. Nothing without an address.
 */
export function useFrameMessage<Schema extends z.ZodMiniType>(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  schema: Schema,
  onMessage: (message: z.output<Schema>) => void,
) {
  const deliver = useEffectEvent(onMessage)
  useEffect(() => {
    const origin = src === null ? null : originOf(src)
    if (origin === null) return undefined
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return
      const parsed = schema.safeParse(event.data)
      if (parsed.success) deliver(parsed.data)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [frame, src, schema])
}
