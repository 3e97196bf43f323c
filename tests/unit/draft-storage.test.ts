import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { draftStorageKey } from '@/features/session/browser-copies'
import {
  DRAFT_COPY_MAX_AGE_MS,
  readStoredDraft,
  useBrowserCopy,
  writeStoredDraft,
} from '@/features/report-templates/editor/draft-storage'
import type { TemplateFormValues } from '@/features/report-templates/model/form-model'

const USER = 7
const TEMPLATE = 5
const NOW = Date.UTC(2026, 10, 11, 12)
const values: TemplateFormValues = {
  template_name: 'Unsaved name',
  description: '',
  owner_scope: 'merchant',
  period_type: 'month',
  nda_enabled: false,
  nda: { nda_id: null, title: '', content: '', attachment: null },
  components: [],
}

/** Stores a copy as this browser would have written it at `savedAt`. */
function storeCopyAt(savedAt: number) {
  window.localStorage.setItem(
    draftStorageKey(USER, TEMPLATE),
    JSON.stringify({ userId: USER, savedAt, baseUpdatedAt: 1, values }),
  )
}

describe("the editor's browser copy", () => {
  afterEach(() => vi.useRealTimers())

  it('is offered back within a week of being written', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    writeStoredDraft(TEMPLATE, { userId: USER, baseUpdatedAt: 1, values })
    vi.setSystemTime(NOW + DRAFT_COPY_MAX_AGE_MS - 60_000)
    expect(readStoredDraft(USER, TEMPLATE)?.values.template_name).toBe('Unsaved name')
  })

  it('is removed once older than a week', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    storeCopyAt(NOW - DRAFT_COPY_MAX_AGE_MS - 60_000)
    expect(readStoredDraft(USER, TEMPLATE)).toBeNull()
    expect(window.localStorage.getItem(draftStorageKey(USER, TEMPLATE))).toBeNull()
  })

  it('dated later than now (a clock set back, or an edited entry) counts its week from when it is first seen', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    // Far in the future: without a bound it would stay for ever.
    storeCopyAt(Number.MAX_SAFE_INTEGER)
    expect(readStoredDraft(USER, TEMPLATE)?.savedAt).toBe(NOW)
    vi.setSystemTime(NOW + DRAFT_COPY_MAX_AGE_MS - 60_000)
    expect(readStoredDraft(USER, TEMPLATE)?.values.template_name).toBe('Unsaved name')
    vi.setSystemTime(NOW + DRAFT_COPY_MAX_AGE_MS + 60_000)
    expect(readStoredDraft(USER, TEMPLATE)).toBeNull()
    expect(window.localStorage.getItem(draftStorageKey(USER, TEMPLATE))).toBeNull()
  })

  it('is removed by the tab that wrote it, never by a save in another tab of the same template', () => {
    window.localStorage.clear()
    const openEditor = () => renderHook(() => useBrowserCopy(TEMPLATE, USER, values, { keep: () => true })).result
    const first = openEditor()
    const second = openEditor()
    act(() => {
      second.current.write({ userId: USER, baseUpdatedAt: 1, values: { ...values, template_name: 'Second tab' } })
      second.current.flush()
    })
    // The first tab saves its own work: the second tab's typing stays kept.
    act(() => first.current.clear())
    expect(readStoredDraft(USER, TEMPLATE)?.values.template_name).toBe('Second tab')
    // Nor does a tab opened since, which found that copy and did not take it over.
    const third = openEditor()
    act(() => third.current.clear())
    expect(readStoredDraft(USER, TEMPLATE)?.values.template_name).toBe('Second tab')
    act(() => second.current.clear())
    expect(readStoredDraft(USER, TEMPLATE)).toBeNull()
  })

  it('is not offered by another tab while the tab that wrote it is open, and is once that tab has closed', async () => {
    window.localStorage.clear()
    // The browser's locks, one set for every tab of the portal.
    const held = new Set<string>()
    const locks = {
      request: async (name: string, hold: () => Promise<void>) => {
        held.add(name)
        await hold()
        held.delete(name)
      },
      query: async () => ({ held: [...held].map((name) => ({ name })) }),
    }
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    try {
      const openEditor = () => renderHook(() => useBrowserCopy(TEMPLATE, USER, values, { keep: () => true }))
      const first = openEditor()
      act(() => {
        first.result.current.write({ userId: USER, baseUpdatedAt: 1, values: { ...values, template_name: 'Typing' } })
        first.result.current.flush()
      })
      const second = openEditor()
      await act(() => locks.query())
      expect(second.result.current.restorable).toBeNull()
      // The first tab closes: its lock goes with it.
      await act(async () => first.unmount())
      const third = openEditor()
      await vi.waitFor(() => expect(third.result.current.restorable?.values.template_name).toBe('Typing'))
    } finally {
      Reflect.deleteProperty(navigator, 'locks')
    }
  })
})
