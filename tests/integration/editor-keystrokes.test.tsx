import { beforeAll, describe, expect, it, vi } from 'vitest'
import { configure, fireEvent, waitFor } from '@testing-library/react'
import { nameField, openEditor } from './template-support'

vi.setConfig({ testTimeout: 60_000 })
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

describe("the editor's form", () => {
  it('is uncontrolled: typing in a field renders nothing around it, once the draft is marked unsaved', async () => {
    let commits = 0
    await openEditor(1, { onCommit: () => (commits += 1) })
    const name = nameField()
    fireEvent.change(name, { target: { value: `${(name as HTMLInputElement).value}!` } })
    await waitFor(() => expect(document.body).toHaveTextContent('Unsaved changes'))
    commits = 0
    // Each keystroke runs inside act(): whatever it renders has been committed when it returns.
    for (const key of 'abcde') fireEvent.change(name, { target: { value: `${(name as HTMLInputElement).value}${key}` } })
    expect(commits).toBe(0)
    expect((name as HTMLInputElement).value).toMatch(/!abcde$/)
  })
})
