import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { APIRequestContext } from '@playwright/test'
import {
  addressIn,
  LANGUAGES,
  PREFERENCE_COOKIES,
  type ApiFirearm,
  type Language,
} from '@sog/contract'

import { expect, test } from '../support/fixtures'
import { publicPages } from '../support/public-pages'

/**
 * The pages are valid HTML (issue 27): the Nu HTML Checker, the W3C validator's engine (the npm
 * package vnu-jar, run on the machine's Java), finds no error in the public pages and the two
 * login pages, in every language. Once as the server sends them, the way crawlers and a
 * visitor's first paint get them, and once as the app has made them in the browser.
 */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
/**
 * The JVM for one short run: its first compiler only and one collector thread, which halves the
 * checker's processor time (its second compiler works for a run that is over before it pays),
 * with the stack that compiler's deeper frames need for the HTML schema. The same messages
 * either way (docs/performance.md, "Test time on two cores, processes counted"). No performance
 * counters: the JVM keeps them in /tmp/hsperfdata_<user>, which it leaves behind and which no
 * test run may (docs/decisions/0080-tests-leave-nothing.md).
 */
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-XX:-UsePerfData']

/** A country per language, so the prices differ too (the currency follows it). */
const COUNTRY: Record<Language, string> = { pl: 'PL', en: 'GB', it: 'IT', de: 'DE', fr: 'FR' }

/**
 * The address a test stands in for in one language: each language is a client of its own, as
 * the server renders a page it does not keep only within a client's share of renders a minute.
 */
const client = (run: number, language: Language) =>
  `192.0.2.${run * LANGUAGES.length + LANGUAGES.indexOf(language) + 1}`

const firearmIds = async (request: APIRequestContext) =>
  ((await (await request.get('/api/firearms')).json()) as ApiFirearm[]).map((f) => f.id)

/** The login pages, which the browser renders (the server sends them the app's shell). */
const LOGIN_PAGES = ['/admin/login', '/dealer/login']

type Message = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

/**
 * Checks every document (name: "<language> <address>") in one run of the checker, from a
 * temporary folder removed afterwards; answers each error as one readable line.
 */
async function htmlErrors(documents: Map<string, string>): Promise<string[]> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-html-'))
  try {
    const names = new Map<string, string>()
    const files: string[] = []
    for (const [name, html] of documents) {
      const file = path.join(folder, `${files.length}.html`)
      await fs.writeFile(file, html)
      names.set(path.basename(file), name)
      files.push(file)
    }
    const run = await promisify(execFile)(
      'java',
      [...JVM_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--stdout', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code?: unknown; stdout?: string; stderr?: string }) => {
      if (error.code === 'ENOENT')
        throw new Error('No `java` on PATH: the Nu HTML Checker needs Java 11 or later')
      // It exits with 1 when it found errors; anything else is the checker failing to run.
      if (error.code !== 1 || !error.stdout) throw error
      return { stdout: error.stdout }
    })
    const { messages } = JSON.parse(run.stdout) as { messages: Message[] }
    return messages.map((m) => {
      const page = names.get(path.basename(m.url ?? '')) ?? m.url ?? '(no file)'
      const where = m.lastLine ? `${m.lastLine}:${m.firstColumn ?? m.lastColumn}` : ''
      const kind = m.type === 'error' ? '' : `${m.type}${m.subType ? `/${m.subType}` : ''}: `
      return `${page} ${where} ${kind}${m.message}${m.extract ? `  «${m.extract.trim()}»` : ''}`
    })
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
}

test('every page as served, in every language, is valid HTML', async ({ request }) => {
  const [product] = await firearmIds(request)
  const documents = new Map<string, string>()
  for (const language of LANGUAGES) {
    const cookie = `${PREFERENCE_COOKIES.language}=${language}; ${PREFERENCE_COOKIES.country}=${COUNTRY[language]}`
    for (const page of publicPages(product!)) {
      const address = addressIn(language, page)
      const response = await request.get(address, {
        headers: { cookie, 'x-forwarded-for': client(0, language) },
      })
      expect([200, 404], `${language} ${address}`).toContain(response.status())
      const html = await response.text()
      // Rendered in the address's language: one not heeded would check one language five times.
      expect(html, `${language} ${address}`).toContain(`<html lang="${language}"`)
      documents.set(`${language} ${address}`, html)
    }
  }
  // The shell is one file whatever the language: the app puts the page's texts in.
  for (const address of LOGIN_PAGES)
    documents.set(address, await (await request.get(address)).text())
  const errors = await htmlErrors(documents)
  expect(errors.length, `${errors.length} HTML errors:\n${errors.join('\n')}`).toBe(0)
})

test('every page as the app has made it, in every language, is valid HTML', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const ids = await firearmIds(request)
  // Favourites and compare with firearms in them: their cards and table, not their empty state.
  await page.addInitScript(
    (saved) => {
      // The visitor's saved language is the cookie's (the shell of a login page has none).
      const language = /(?:^|; )sog-language=(\w+)/.exec(document.cookie)?.[1]
      if (language) window.localStorage.setItem('language', JSON.stringify(language))
      window.localStorage.setItem('favorites', JSON.stringify(saved))
      window.localStorage.setItem('compare', JSON.stringify(saved))
    },
    ids.slice(0, 2),
  )
  const documents = new Map<string, string>()
  for (const language of LANGUAGES) {
    await context.addCookies([
      { name: PREFERENCE_COOKIES.language, value: language, url: baseURL! },
      { name: PREFERENCE_COOKIES.country, value: COUNTRY[language], url: baseURL! },
    ])
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': client(1, language) })
    for (const address of [
      ...publicPages(ids[0]!).map((where) => addressIn(language, where)),
      ...LOGIN_PAGES,
    ]) {
      await page.goto(address)
      await expect(page.locator('h1').first()).toBeVisible()
      // The saved lists' firearms arrive after the app starts.
      if (/\/(favorites|compare)$/.test(address))
        await expect(
          page.locator(`main a[href="${addressIn(language, `/product/${ids[0]}`)}"]`).first(),
        ).toBeVisible()
      await expect(page.locator('html'), `${language} ${address}`).toHaveAttribute('lang', language)
      documents.set(`${language} ${address} (in the browser)`, await page.content())
    }
  }
  const errors = await htmlErrors(documents)
  expect(errors.length, `${errors.length} HTML errors:\n${errors.join('\n')}`).toBe(0)
})
