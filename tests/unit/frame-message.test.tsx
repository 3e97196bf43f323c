import { describe, expect, it, vi } from 'vitest'
import { useRef } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { useFrameMessage } from '@/lib/frame-message'
import { z } from '@/lib/zod'

const SRC = 'https://frames.example.com/page.html?user=1'
const sizeMessage = z.pipe(
  z.object({ size: z.number() }),
  z.transform(({ size }) => size * 2),
)

function Framed({ onMessage }: { onMessage: (size: number) => void }) {
  const ref = useRef<HTMLIFrameElement>(null)
  useFrameMessage(ref, SRC, sizeMessage, onMessage)
  return <iframe ref={ref} src={SRC} title="framed" />
}

/** happy-dom loads no frame page: the frame is given a window of its own. */
function windowOf(frame: HTMLElement): MessageEventSource {
  Object.defineProperty(frame, 'contentWindow', { value: new MessageChannel().port1 })
  return (frame as HTMLIFrameElement).contentWindow as unknown as MessageEventSource
}

describe('a message from a frame', () => {
  it('is delivered as the schema reads it, if it can, only from the frame’s window and address’s origin', () => {
    const onMessage = vi.fn()
    render(<Framed onMessage={onMessage} />)
    const frame = windowOf(screen.getByTitle('framed'))
    const post = (data: unknown, origin = 'https://frames.example.com', source: MessageEventSource | null = frame) =>
      fireEvent(window, new MessageEvent('message', { data, origin, source }))

    post({ size: 1 }, 'https://evil.example.com')
    post({ size: 2 }, 'https://frames.example.com', window)
    post({ size: 3 }, 'https://frames.example.com', new MessageChannel().port1)
    post({ size: '4' })
    post('size=5')
    expect(onMessage).not.toHaveBeenCalled()

    post({ size: 6, other: true })
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(12)
  })
})
