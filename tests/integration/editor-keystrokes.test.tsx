import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, configure, fireEvent, waitFor } from '@testing-library/react'
import { nameField, openEditor } from './template-support'

vi.setConfig({ testTimeout: 60_000 })
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

describe("the editor's form", () => {
  it('is uncontrolled: typing in a field does not render the editor again for each keystroke', async () => {
    let commits = 0
    await openEditor(1, { onCommit: () => (commits += 1) })
    const name = nameField()
    fireEvent.change(name, { target: { value: `${(name as HTMLInputElement).value}!` } })
    await waitFor(() => expect(document.body).toHaveTextContent('Unsaved changes'))
    // What was already on its way renders first; then each keystroke runs inside act(), so whatever
    // it renders has been committed when it returns. A controlled form renders on every keystroke.
    await act(async () => undefined)
    commits = 0
    for (const key of 'abcde')
      fireEvent.change(name, { target: { value: `${(name as HTMLInputElement).value}${key}` } })
    expect(commits).toBeLessThan(5)
    expect((name as HTMLInputElement).value).toMatch(/!abcde$/)
  })
})
