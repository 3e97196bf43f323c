import { expect, test } from '@playwright/test'
import { english, exactAppUrl, openUserMenu, pickPersona, signIn, userMenuButton } from './support'

test.use({ storageState: english })

const SESSION_EXPIRED = 'Session expired.'

test.describe('one session across tabs', () => {
  test('logging out in one tab signs every tab out at once, to the sign-in page, keeping nothing of the user', async ({
    context,
  }) => {
    const first = await context.newPage()
    await signIn(first, 'shop-seller')
    const second = await context.newPage()
    await second.goto('report/1/2026-W47')
    await expect(second.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()

    await (await openUserMenu(first)).getByRole('menuitem', { name: 'Log out' }).click()
    // A call the second tab sends meanwhile (a part of its page still loading) and the logout makes answer 401 is that
    // logout too, not an expiry remembering the place.
    await expect(second).toHaveURL(exactAppUrl('/login'))
    await expect(
      second.getByRole('heading', { level: 1, name: 'Sign in to read your operations reports' }),
    ).toBeVisible()
    await expect(second.getByText(/lumihome\.sg|Shop Weekly/)).toHaveCount(0)
    await expect(second.getByText(SESSION_EXPIRED)).toHaveCount(0)
  })

  test('a 401 in one tab ends the session in all, each saying so once; signing in again brings every tab back', async ({
    context,
  }) => {
    const first = await context.newPage()
    await signIn(first, 'shop-seller')
    await first.goto('report/1/2026-W46')
    await expect(first.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()
    const second = await context.newPage()
    await second.goto('report/1/2026-W47')
    await expect(second.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()

    // Each tab counts the "Session expired." toasts it shows from here on (a toast closes by itself).
    for (const page of [first, second])
      await page.evaluate((text) => {
        const shown = { count: 0 }
        const alerts = new WeakSet<Element>()
        Object.assign(window, { expiredToasts: shown })
        new MutationObserver(() => {
          for (const alert of document.querySelectorAll('[role="alert"]'))
            if (!alerts.has(alert) && alert.textContent?.includes(text)) {
              alerts.add(alert)
              shown.count += 1
            }
        }).observe(document.body, { childList: true, subtree: true })
      }, SESSION_EXPIRED)
    // The server ends the session on its own (the demo backend, shared by the tabs, forgets the user).
    await first.evaluate(() => fetch('/sellers/report-platform/api/user/logout', { method: 'POST' }))
    // The first tab's next call answers 401: the click's, or a refresh of what has aged on the page.
    await first
      .getByRole('link', { name: '← Previous' })
      .click({ timeout: 5000 })
      .catch(() => undefined)
    const remembered = new RegExp(`/login\\?redirect=${encodeURIComponent('/report/1/2026-W4')}[56]$`)
    await expect(first).toHaveURL(remembered)
    const place = decodeURIComponent(new URL(first.url()).searchParams.get('redirect') ?? '')
    await expect(second).toHaveURL(exactAppUrl(`/login?redirect=${encodeURIComponent('/report/1/2026-W47')}`))
    for (const page of [first, second])
      await expect
        .poll(() => page.evaluate(() => (Reflect.get(window, 'expiredToasts') as { count: number }).count))
        .toBe(1)

    await pickPersona(first, 'shop-seller')
    await expect(first).toHaveURL(exactAppUrl(place))
    await expect(second).toHaveURL(exactAppUrl('/report/1/2026-W47'))
    await expect(second.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()
  })
})

test.describe("one user's choices across tabs", () => {
  test('a merchant chosen in one tab moves the report open in another tab to it: name and figures together', async ({
    context,
  }) => {
    const first = await context.newPage()
    await signIn(first, 'merchant-seller')
    // A fresh demo asks this seller to choose a merchant first.
    await first.goto('report/2/2026-10')
    await first
      .getByRole('list', { name: 'Merchants to choose from' })
      .getByRole('button', { name: /Qingshan Apparel/ })
      .click()
    const owner = first.getByTestId('current-owner')
    await expect(owner).toHaveText(/Qingshan Apparel/)
    // The first key figure's amount, which differs from merchant to merchant.
    const amount = async (page: typeof first) =>
      /¥[\d,]+/.exec(await page.getByTestId('key-figure').first().innerText())?.[0]
    const before = await amount(first)

    const second = await context.newPage()
    await second.goto('report/2/2026-10')
    await second.getByRole('button', { name: 'Switch merchant' }).click()
    await second
      .getByRole('dialog')
      .getByRole('list', { name: 'Merchants to choose from' })
      .getByRole('button', { name: /Yilong Electronics/ })
      .click()
    await expect(second.getByTestId('current-owner')).toHaveText(/Yilong Electronics/)
    await expect.poll(() => amount(second)).not.toBe(before)
    const theirs = await amount(second)

    await expect(owner).toHaveText(/Yilong Electronics/, { timeout: 5000 })
    await expect.poll(() => amount(first)).toBe(theirs)
  })

  test('logging out in one tab asks first when another tab holds unsaved editor work, and keeps it on Cancel', async ({
    context,
  }) => {
    const editor = await context.newPage()
    await signIn(editor, 'staff-admin')
    await editor.goto('template/5')
    await editor.getByRole('textbox', { name: /^Name/ }).fill('Typed in the other tab')
    await expect(editor.getByText('Unsaved changes')).toBeVisible()

    const other = await context.newPage()
    await other.goto('template')
    await (await openUserMenu(other)).getByRole('menuitem', { name: 'Log out' }).click()
    const ask = other.getByRole('dialog', { name: 'Discard unsaved changes and log out?' })
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await expect(editor.getByRole('textbox', { name: /^Name/ })).toHaveValue('Typed in the other tab')
    await expect(userMenuButton(other, 'staff-admin')).toBeVisible()

    await (await openUserMenu(other)).getByRole('menuitem', { name: 'Log out' }).click()
    await other
      .getByRole('dialog', { name: 'Discard unsaved changes and log out?' })
      .getByRole('button', { name: 'Discard and log out' })
      .click()
    await expect(editor).toHaveURL(exactAppUrl('/login'))
    expect(
      await editor.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('template-draft:'))),
    ).toEqual([])
  })
})

test.describe('two users, two tabs', () => {
  test("another user's sign-in in another tab closes the editor: unsaved work stays the first user's, unsent", async ({
    context,
  }) => {
    test.setTimeout(120_000)
    const first = await context.newPage()
    await signIn(first, 'staff-admin')
    await first.goto('template/5')
    const saves: string[] = []
    first.on('request', (request) => {
      if (request.url().endsWith('/report_template/update')) saves.push(request.method())
    })
    await first.getByRole('textbox', { name: /^Name/ }).fill('Typed by lin.li')
    await expect(first.getByText('Unsaved changes')).toBeVisible()

    // The other tab signs this browser in as the template reader.
    const second = await context.newPage()
    await second.goto('index')
    await expect(userMenuButton(second, 'staff-admin')).toBeVisible()
    const signedIn = await second.evaluate(async () => {
      const answer = await fetch('/sellers/report-platform/api/__demo/sign_in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ persona: 'staff-reader' }),
      })
      return answer.ok
    })
    expect(signedIn).toBe(true)
    await second.reload()
    await expect(userMenuButton(second, 'staff-reader')).toBeVisible()

    // Someone else: the first tab goes home, without asking about the admin's work.
    await expect(first).toHaveURL(/\/sellers\/report-platform\/index\/\d+$/)
    await expect(userMenuButton(first, 'staff-reader')).toBeVisible()
    await expect(first.getByRole('textbox', { name: /^Name/ })).toHaveCount(0)
    await expect(first.getByRole('dialog')).toHaveCount(0)
    const copies = await first.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('template-draft:')),
    )
    expect(copies).toEqual(['template-draft:20002:5'])
    expect(await first.evaluate(() => localStorage.getItem('template-draft:20002:5'))).toContain('Typed by lin.li')
    expect(saves).toEqual([])
  })
})
