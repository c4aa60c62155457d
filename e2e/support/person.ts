import { expect, type Locator, type Page } from '@playwright/test'
import { LANGUAGE_NAMES, type Language } from '@sog/contract'

/*
 * How a person uses a page, for the journeys of every field (tests/every-field.spec.ts). The
 * suite's page acts as one already: a load is done when the browser says so, and typing,
 * choosing and clicking start as soon as the control shows (support/fixtures.ts).
 */

/** A text a person pastes with stray spaces around it: the app stores it trimmed. */
export const padded = (text: string) => (text ? `  ${text}  ` : '')

/**
 * `text` as a pattern that takes any white space (a browser's number formats use U+00A0 or
 * U+202F where Node's use another; the page's line breaks read as spaces) for white space.
 */
export function loose(text: string, { whole = false } = {}): RegExp {
  const body = text
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+')
  return new RegExp(whole ? `^\\s*${body}\\s*$` : body)
}

/** The header's language selector, whatever language the page is in (its options name themselves). */
function languageSelect(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name: `PL · ${LANGUAGE_NAMES.pl}` }) })
    .first()
}

/** Chooses the page's language in the header, as a visitor does, and waits for the page to say it. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await languageSelect(page).selectOption(language)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** Chooses the visitor's country in the header by its name in the page's language. */
export async function chooseCountry(page: Page, name: string): Promise<void> {
  const select = page
    .getByRole('banner')
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name, exact: true }) })
    .first()
  await select.selectOption({ label: name })
}
