import nodeConsole from 'node:console'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { expectNetworkFailures, throwUnexpectedNetworkFailures } from '../network-failures'

/** The rules of tests/network-failures.ts: what a passing run prints of fetches that fail at the network. */

const URL_ = 'https://host.example.com/probe'
const cutOffMidBody = () =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"par'))
        controller.error(new TypeError('cut off'))
      },
    }),
  )
/** A fetch and its body, whatever happens to them. */
const fetchAll = () =>
  fetch(URL_)
    .then((answer) => answer.text())
    .catch((error: unknown) => error)

// happy-dom logs on Node's console, which writes to the process's standard error.
let logged: MockInstance<typeof nodeConsole.error>
let printed: MockInstance<typeof process.stderr.write>
const printedText = () => printed.mock.calls.map(([chunk]) => String(chunk)).join('')

beforeEach(() => {
  logged = vi.spyOn(nodeConsole, 'error')
  printed = vi.spyOn(process.stderr, 'write')
})
afterEach(() => {
  logged.mockRestore()
  printed.mockRestore()
})

describe('a fetch that fails at the network', () => {
  it("prints nothing when the test's handler answers HttpResponse.error()", async () => {
    server.use(http.get(URL_, () => HttpResponse.error()))
    await expect(fetch(URL_)).rejects.toThrow(/Network error/)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(printedText()).toBe('')
    expect(() => throwUnexpectedNetworkFailures()).not.toThrow()
  })

  it('prints nothing when the test said it expects failures', async () => {
    expectNetworkFailures()
    server.use(http.get(URL_, cutOffMidBody))
    await fetchAll()
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1))
    expect(printedText()).toBe('')
    expect(() => throwUnexpectedNetworkFailures()).not.toThrow()
  })

  it('prints nothing when the page aborts a fetch it no longer needs', async () => {
    const reached = vi.fn()
    server.use(
      http.get(URL_, async () => {
        reached()
        await delay('infinite')
      }),
    )
    const controller = new AbortController()
    const answer = fetch(URL_, { signal: controller.signal }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(reached).toHaveBeenCalled())
    controller.abort()
    await expect(answer).resolves.toMatchObject({ name: 'AbortError' })
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1))
    expect(printedText()).toBe('')
    expect(() => throwUnexpectedNetworkFailures()).not.toThrow()
  })

  it('fails the test when the test did not ask for it, naming the error, and prints nothing', async () => {
    server.use(http.get(URL_, cutOffMidBody))
    await fetchAll()
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1))
    expect(printedText()).toBe('')
    expect(() => throwUnexpectedNetworkFailures()).toThrow(
      /A fetch failed at the network without the test asking for it:\n {2}Error: socket hang up \(ECONNRESET\)/,
    )
  })
})
