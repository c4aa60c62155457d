import { addressIn, type Language } from '@sog/contract'

import { expect, test } from '../support/fixtures'
import { storeAdminSession } from '../support/sessions'

/*
 * The forms' own rules are the server's (one contract), so a body only the server refuses is
 * made here by lengthening the subject on its way out: the real server's 400 `errors` must show
 * beside the field in the visitor's language, not as a banner in English.
 */
const languages = [
  {
    code: 'en',
    labels: { name: /^Name/, email: /^Email/, subject: /^Subject/, message: /^Message/ },
    send: 'Send Message',
    summary: '1 field needs your attention',
    tooLong: 'This is too long.',
  },
  {
    code: 'pl',
    labels: { name: /^Imię/, email: /^E-mail/, subject: /^Temat/, message: /^Wiadomość/ },
    send: 'Wyślij wiadomość',
    summary: '1 pole wymaga poprawy',
    tooLong: 'Ta wartość jest za długa.',
  },
] satisfies { code: Language; [field: string]: unknown }[]

for (const language of languages) {
  test(`server field errors show beside their field (${language.code})`, async ({ page }) => {
    const contact = addressIn(language.code, '/contact')
    const tooLong = 'x'.repeat(201)
    // The app sends JSON to the API; a click before the app has arrived posts the form to the
    // page itself (docs/decisions/0167-posted-forms.md). Either way the server sees the long
    // subject.
    await page.route('**/api/contact/submit', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), subject: tooLong }),
      }),
    )
    await page.route(
      (url) => url.pathname === contact,
      (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        const form = new URLSearchParams(route.request().postData() ?? '')
        form.set('subject', tooLong)
        return route.continue({ postData: form.toString() })
      },
    )
    await page.goto(contact)
    const main = page.getByRole('main')
    await main.getByLabel(language.labels.name).fill('Anna Kowalska')
    await main.getByLabel(language.labels.email).fill('anna@example.com')
    await main.getByLabel(language.labels.subject).fill('Question')
    await main.getByLabel(language.labels.message).fill('Is the carbine available?')
    await main.getByRole('button', { name: language.send }).click()

    const subject = main.getByLabel(language.labels.subject)
    await expect(subject).toHaveAccessibleErrorMessage(language.tooLong)
    await expect(subject).toBeFocused()
    await expect(main.getByRole('alert')).toContainText(language.summary)
    // The app's own messages only: no browser validation bubble can show.
    await expect(main.locator('form[novalidate]')).toHaveCount(1)
  })
}

test('leaving a half-filled form asks first; closing the tab too', async ({ page, request }) => {
  await storeAdminSession(page, request)
  await page.goto('/admin/firearms/new')
  const main = page.getByRole('main')
  const name = main.getByRole('textbox', { name: 'Firearm Name' })
  await name.fill('SOG-X half done')

  await main.getByRole('link', { name: /Back to Firearms/ }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await dialog.getByRole('button', { name: 'Stay on this form' }).click()
  await expect(page).toHaveURL(/\/admin\/firearms\/new$/)
  await expect(name).toHaveValue('SOG-X half done')

  // The header's "Admin" is a way out too; a signed-in admin lands on the dashboard.
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).first().click()
  await dialog.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  await page.goto('/admin/firearms/new')
  await name.fill('SOG-X again')
  await expect(name).toHaveValue('SOG-X again')
  // The tab's question is set up a render or two after the edit (the form's, then the guard's):
  // a person who closes the tab takes longer than that, a test on a busy machine may not. Wait
  // until a cancelable beforeunload would be stopped, then close for real.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const leaving = new Event('beforeunload', { cancelable: true })
        window.dispatchEvent(leaving)
        return leaving.defaultPrevented
      }),
    )
    .toBe(true)
  const asked = new Promise<string>((resolve, reject) => {
    const noQuestion = setTimeout(() => reject(new Error('closing the tab asked nothing')), 10_000)
    page.once('dialog', (question) => {
      clearTimeout(noQuestion)
      resolve(question.type())
      void question.accept()
    })
  })
  await page.close({ runBeforeUnload: true })
  expect(await asked).toBe('beforeunload')
})
