import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The card (or row) of one named thing: the closest article or list item around its name, or
 * else the closest element that also holds buttons, so tests need no knowledge of the markup.
 */
export function cardOf(page: Page | Locator, name: string): Locator {
  return page
    .getByText(name, { exact: true })
    .first()
    .locator('xpath=ancestor::*[self::article or self::li or .//button][1]')
}

/** A toast (or alert) with exactly the spec's text. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible()
}

/** Answers the app's confirmation dialog (never `window.confirm`) after checking its question. */
export async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(question)
  await dialog
    .getByRole('button')
    .filter({ hasNotText: /^Cancel$/ })
    .last()
    .click()
  await expect(dialog).toBeHidden()
}

/** Logs in through a login screen (dealer or admin: both have the same two fields). */
export async function logIn(page: Page, path: string, username: string, password: string) {
  await page.goto(path)
  await page.getByLabel(/^Username/).fill(username)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: /^log ?in$/i }).click()
}

export async function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key)
}

/** Whether an <img> really showed a picture (loaded, not the placeholder or a broken icon). */
export async function imageLoaded(image: Locator): Promise<boolean> {
  await image.scrollIntoViewIfNeeded()
  return image.evaluate(async (element) => {
    const img = element as HTMLImageElement
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve))
    return img.naturalWidth > 0
  })
}
