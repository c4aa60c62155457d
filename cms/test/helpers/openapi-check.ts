import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect } from 'vitest'

// Types only: the validator (the contract's document, Ajv, openapi-backend) is imported by the
// HTTP files' first answer, not by every file this setup runs for.
import type { OpenApiValidator, Verdict } from './openapi-validator'

/**
 * In the HTTP suite (test/http), every answer the launched product gives under /api — to
 * api-client's helpers and to a test's own `fetch` alike — is checked against the generated
 * OpenAPI document (openapi-validator.ts), underneath the test's own assertions: after the
 * file's tests, the file fails with every violation listed. An answer to a method and path the
 * document does not have (the router's 404 and 405, a path spelt otherwise, as hostile-request
 * tests send) is counted, not checked. With `SOG_OPENAPI_REPORT=<file>` each file appends its
 * counts to that file as a JSON line.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

type Violation = {
  test: string
  request: string
  operationId: string
  status: number
  problem: string
}

function apiUrlOf(input: RequestInfo | URL): URL | null {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!LOOPBACK.has(url.hostname)) return null
  return /^\/api(\/|$)/i.test(url.pathname) ? url : null
}

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
}

function install(testPath: string) {
  let validator: Promise<OpenApiValidator> | undefined
  const pending = new Set<Promise<void>>()
  const violations: Violation[] = []
  const counts = { checked: 0, outside: 0, unread: 0 }
  /** Answers checked, by status. */
  const statuses: Record<number, number> = {}
  const originalFetch = globalThis.fetch

  async function checkAnswer(method: string, url: URL, response: Response, test: string) {
    let body: ArrayBuffer
    try {
      body = await response.arrayBuffer()
    } catch {
      // The test aborted the request or the server went away mid-answer: nothing to check.
      counts.unread++
      return
    }
    const request = `${method} ${url.pathname}${url.search}`
    let verdict: Verdict
    try {
      validator ??= import('./openapi-validator').then((module) => module.createOpenApiValidator())
      verdict = (await validator).check({
        method,
        url: url.href,
        status: response.status,
        headers: response.headers,
        body: new Uint8Array(body),
      })
    } catch (error) {
      const problem = `the check failed: ${String(error)}`
      violations.push({ test, request, operationId: '?', status: response.status, problem })
      return
    }
    if (verdict.kind === 'outside') {
      counts.outside++
      return
    }
    counts.checked++
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    for (const problem of verdict.problems)
      violations.push({
        test,
        request,
        operationId: verdict.operationId,
        status: response.status,
        problem,
      })
  }

  function watch(method: string, url: URL, response: Response) {
    const test = expect.getState().currentTestName ?? '(outside a test)'
    const done = checkAnswer(method, url, response.clone(), test)
    pending.add(done)
    void done.finally(() => pending.delete(done))
  }

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await originalFetch(input, init)
    const url = apiUrlOf(input)
    if (url) watch(methodOf(input, init), url, response)
    return response
  }) as typeof fetch

  afterAll(async () => {
    while (pending.size > 0) await Promise.allSettled([...pending])
    globalThis.fetch = originalFetch
    const report = process.env.SOG_OPENAPI_REPORT
    if (report) {
      const line = {
        file: path.basename(testPath),
        ...counts,
        violations: violations.length,
        statuses,
      }
      fs.appendFileSync(report, `${JSON.stringify(line)}\n`)
    }
    if (violations.length === 0) return
    // One line per kind of violation, with its first occurrence.
    const kinds = new Map<string, { first: Violation; count: number }>()
    for (const violation of violations) {
      const key = `${violation.operationId} ${violation.status} ${violation.problem}`
      const kind = kinds.get(key)
      if (kind) kind.count++
      else kinds.set(key, { first: violation, count: 1 })
    }
    const list = [...kinds.values()]
      .map(
        ({ first, count }) =>
          `- ${first.operationId} → ${first.status}${count > 1 ? ` (×${count})` : ''}: ${first.problem}\n` +
          `    first: ${first.request} in "${first.test}"`,
      )
      .join('\n')
    throw new Error(
      `${violations.length} of ${counts.checked} /api answers do not conform to the OpenAPI document:\n${list}`,
    )
  })
}

const testPath = expect.getState().testPath ?? ''
if (/[\\/]test[\\/]http[\\/]/.test(testPath)) install(testPath)
