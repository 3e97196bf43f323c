import { expect, test, type Page } from '@playwright/test'
import { english, exactAppUrl, openUserMenu, pickPersona, signIn } from './support'

/**
 * A staff member's typing in the template editor survives a reload, an expired session and a
 * colleague saving the same template in another tab: it is kept in the browser, offered back, and
 * never written over someone else's save without asking. Two tabs of one browser share the demo
 * backend's store, as two clients of one server do.
 */

test.use({ storageState: english })

const EDITOR = '/template/2'

async function openEditor(page: Page) {
  await page.goto(EDITOR.slice(1))
  const name = page.getByRole('textbox', { name: /^Name/ })
  await expect(name).toBeVisible()
  await expect(name).not.toHaveValue('')
  return { name, description: page.getByRole('textbox', { name: /^Description/ }) }
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save draft', exact: true }).click()
}

async function restoreOfferedChanges(page: Page) {
  const offer = page.getByRole('dialog', { name: 'Restore unsaved changes?' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Restore my changes' }).click()
  await expect(offer).toBeHidden()
}

test('a reload asks first, then offers the unsaved changes back', async ({ page }) => {
  await signIn(page, 'staff-admin')
  const { name } = await openEditor(page)
  const saved = await name.inputValue()
  await name.fill('Typed, then the tab was reloaded')

  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.type())
    void dialog.accept()
  })
  await page.reload()
  expect(asked).toEqual(['beforeunload'])

  // The server still has the saved name; the browser offers the typing back.
  await restoreOfferedChanges(page)
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Typed, then the tab was reloaded')
  expect(saved).not.toBe('Typed, then the tab was reloaded')

  // Saved now, it is what the server has: a second reload offers nothing.
  await saveDraft(page)
  await expect(page.getByText('Draft saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Typed, then the tab was reloaded')
  await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toHaveCount(0)
})

test('a session that ends mid-edit (401 on save) keeps the changes through signing in again', async ({ page }) => {
  await signIn(page, 'staff-admin')
  const { name, description } = await openEditor(page)
  await name.fill('Typed before the session ended')
  await description.fill('Kept through sign-in')

  // The server ends the session on its own (it expired): the app learns at its next call.
  await page.evaluate(() => fetch('/sellers/report-platform/api/user/logout', { method: 'POST' }))

  // The save answers 401: the app asks to sign in again, and comes back to the editor.
  await saveDraft(page)
  await expect(page).toHaveURL(exactAppUrl(`/login?redirect=${encodeURIComponent(EDITOR)}`))
  await pickPersona(page, 'staff-admin')
  await expect(page).toHaveURL(exactAppUrl(EDITOR))

  await restoreOfferedChanges(page)
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Typed before the session ended')
  await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue('Kept through sign-in')
  await saveDraft(page)
  await expect(page.getByText('Draft saved.')).toBeVisible()
})

test('a logout in another tab, once discard is agreed, signs the editor out, leaving no unsaved work behind', async ({
  page,
  context,
}) => {
  await signIn(page, 'staff-admin')
  const { name } = await openEditor(page)
  const saved = await name.inputValue()
  await name.fill('Typed before the other tab logged out')
  // The editor keeps its typing in the browser once it settles.
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith('template-draft:'))))
    .toBe(true)

  const other = await context.newPage()
  await other.goto('index')
  await (await openUserMenu(other)).getByRole('menuitem', { name: 'Log out' }).click()
  await other
    .getByRole('dialog', { name: 'Discard unsaved changes and log out?' })
    .getByRole('button', { name: 'Discard and log out' })
    .click()
  // No remembered place after a logout: the editor's tab is on the sign-in page at once.
  await expect(page).toHaveURL(exactAppUrl('/login'))
  // The next person at this computer finds nothing of it, whoever signs in.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('template-draft:'))),
    )
    .toEqual([])

  await pickPersona(page, 'staff-admin')
  await expect((await openEditor(page)).name).toHaveValue(saved)
})

test('a save of the same template in another tab is never overwritten silently', async ({ page, context }) => {
  await signIn(page, 'staff-admin')
  const mine = await openEditor(page)
  const theirPage = await context.newPage()
  const theirs = await openEditor(theirPage)

  // They save first.
  await theirs.description.fill('Their description, saved first')
  await saveDraft(theirPage)
  await expect(theirPage.getByText('Draft saved.')).toBeVisible()

  // My save meets their newer draft: the app asks, and cancelling keeps my typing.
  await mine.name.fill('My name, typed meanwhile')
  await saveDraft(page)
  // Both tabs are the same user's: the dialog says so rather than blame someone else.
  const conflict = page.getByRole('dialog', { name: 'You saved this template elsewhere' })
  await expect(conflict).toBeVisible()
  await conflict.getByRole('button', { name: 'Cancel' }).click()
  await expect(conflict).toBeHidden()
  await expect(mine.name).toHaveValue('My name, typed meanwhile')
  await expect(mine.description).not.toHaveValue('Their description, saved first')

  // Choosing the version saved in the other tab shows exactly what was saved there.
  await saveDraft(page)
  await conflict.getByRole('button', { name: 'Load the version saved there' }).click()
  await expect(page.getByText('The latest saved draft is loaded.')).toBeVisible()
  await expect(mine.description).toHaveValue('Their description, saved first')
  await expect(mine.name).not.toHaveValue('My name, typed meanwhile')

  // Now they save again while I type; this time I keep mine, knowingly.
  await theirs.description.fill('Their second description')
  await saveDraft(theirPage)
  await expect(theirPage.getByText('Draft saved.').last()).toBeVisible()
  await mine.name.fill('My name, kept on purpose')
  await saveDraft(page)
  await conflict.getByRole('button', { name: 'Keep this version and overwrite' }).click()
  await expect(page.getByText('Draft saved over the newer version.')).toBeVisible()

  // Their tab, reloaded, shows what was kept.
  await theirPage.reload()
  await expect(theirPage.getByRole('textbox', { name: /^Name/ })).toHaveValue('My name, kept on purpose')
})

test("a second tab of the editor leaves the first tab's typing to it, and offers it back once that tab closed", async ({
  page,
  context,
}) => {
  await signIn(page, 'staff-admin')
  const { name } = await openEditor(page)
  await name.fill('Typed in the first tab')
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.localStorage))).toContain('Typed in the first tab')

  const second = await context.newPage()
  const theirs = await openEditor(second)
  // Both editors are open (each holds its lock), and the second has looked for a copy to offer.
  const editorsOpen = () => second.evaluate(async () => (await navigator.locks.query()).held?.length ?? 0)
  await expect.poll(editorsOpen).toBe(2)
  await expect(second.getByRole('dialog', { name: 'Restore unsaved changes?' })).toHaveCount(0)
  await expect(theirs.name).not.toHaveValue('Typed in the first tab')

  await page.close()
  await second.reload()
  await restoreOfferedChanges(second)
  await expect(second.getByRole('textbox', { name: /^Name/ })).toHaveValue('Typed in the first tab')
})
