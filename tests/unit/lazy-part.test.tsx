import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { activateLocale, i18n } from '@/i18n'

/** A part whose code cannot load while offline. */
function flakyPart() {
  const network = { online: false, calls: 0 }
  const Part = lazyPart(async () => {
    network.calls += 1
    if (!network.online) throw new TypeError('Failed to fetch dynamically imported module')
    return function Loaded({ name }: { name: string }) {
      return <p>Loaded for {name}</p>
    }
  })
  return { Part, network }
}

function Host({ Part }: { Part: ReturnType<typeof flakyPart>['Part'] }) {
  const [attempt, setAttempt] = useState(1)
  const standIn = <button onClick={() => setAttempt((value) => value + 1)}>Stand-in</button>
  return (
    <WhenUsed used={attempt} fallback={standIn}>
      <Part name="the menu" />
    </WhenUsed>
  )
}

describe('a part whose code loads on demand', () => {
  it('shows its stand-in while loading and when the code cannot load, and the next use loads it', async () => {
    const { Part, network } = flakyPart()
    render(<Host Part={Part} />, {
      onCaughtError: (error) => (error instanceof TypeError ? undefined : console.error(error)),
    })
    // Offline: the stand-in stays, never an error screen.
    await waitFor(() => expect(network.calls).toBeGreaterThan(0))
    const standIn = await screen.findByRole('button', { name: 'Stand-in' })
    expect(screen.queryByText('Loaded for the menu')).not.toBeInTheDocument()
    network.online = true
    fireEvent.click(standIn)
    expect(await screen.findByText('Loaded for the menu')).toBeInTheDocument()
  })

  it('says what could not be loaded, with a Retry that loads it, for a part no later use asks for', async () => {
    const { Part, network } = flakyPart()
    await activateLocale('en-US')
    render(
      <MantineProvider>
        <I18nProvider i18n={i18n}>
          <WhenUsed used failed="The agreement could not be loaded.">
            <Part name="the agreement" />
          </WhenUsed>
        </I18nProvider>
      </MantineProvider>,
      { onCaughtError: (error) => (error instanceof TypeError ? undefined : console.error(error)) },
    )
    expect(await screen.findByText('The agreement could not be loaded.')).toBeInTheDocument()
    // Asked for once for this use, not again and again while the failure shows.
    await act(() => Promise.resolve())
    expect(network.calls).toBe(1)
    network.online = true
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Loaded for the agreement')).toBeInTheDocument()
    expect(screen.queryByText('The agreement could not be loaded.')).not.toBeInTheDocument()
  })

  it('loads nothing before its first use, and keeps the part after it', async () => {
    const { Part, network } = flakyPart()
    network.online = true
    const { rerender } = render(
      <WhenUsed used={false}>
        <Part name="the dialog" />
      </WhenUsed>,
    )
    expect(network.calls).toBe(0)
    rerender(
      <WhenUsed used>
        <Part name="the dialog" />
      </WhenUsed>,
    )
    expect(await screen.findByText('Loaded for the dialog')).toBeInTheDocument()
    rerender(
      <WhenUsed used={false}>
        <Part name="the dialog" />
      </WhenUsed>,
    )
    expect(screen.getByText('Loaded for the dialog')).toBeInTheDocument()
  })

  it('loads once for every use after it loaded', async () => {
    const { Part, network } = flakyPart()
    network.online = true
    render(<Host Part={Part} />)
    await screen.findByText('Loaded for the menu')
    render(<Host Part={Part} />)
    expect(await screen.findAllByText('Loaded for the menu')).toHaveLength(2)
    expect(network.calls).toBe(1)
  })
})

/** A menu-like control whose code comes when the test says so. */
function slowControl() {
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const Control = lazyPart(async () => {
    await arrived
    return function Loaded({ opened }: { opened: boolean }) {
      return <button aria-expanded={opened}>Account</button>
    }
  })
  return { Control, arrive }
}

describe('a control whose code loads on first use', () => {
  it('keeps its stand-in until the code is there, then opens if it was pressed meanwhile', async () => {
    const { Control, arrive } = slowControl()
    render(
      <WhenUsed standIn={<button>Account</button>} preload={Control.preload}>
        {(opened) => <Control opened={opened} />}
      </WhenUsed>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Account' }))
    // Pressed before the code came: the stand-in stays (no swap half way through a press).
    expect(screen.getByRole('button', { name: 'Account' })).not.toHaveAttribute('aria-expanded')
    arrive()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true'),
    )
  })

  it('hands the keyboard focus from the stand-in to the control', async () => {
    const { Control, arrive } = slowControl()
    arrive()
    render(
      <WhenUsed standIn={<button>Account</button>} preload={Control.preload} swapOnIntent>
        {(opened) => <Control opened={opened} />}
      </WhenUsed>,
    )
    act(() => screen.getByRole('button', { name: 'Account' }).focus())
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false'),
    )
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()
  })
})
