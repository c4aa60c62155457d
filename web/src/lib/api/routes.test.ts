// @vitest-environment node
import { pathPattern, routeList, routes } from '@sog/contract'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { describe, expect, test } from 'vitest'

import { methodOf, pathOf, type AnyRoute } from './route'
import * as table from './routes'

const FILE = path.join(import.meta.dirname, 'routes.ts')

/** routes.ts as written from the contract's route table: one export per route, in its order. */
async function routeModule(): Promise<string> {
  const text = [
    '/*',
    ' * Written from the contract\u2019s route table (contract/src/routes.ts) by routes.test.ts; do not',
    ' * edit. After a change to the table: `npx vitest run src/lib/api/routes.test.ts -u` in web/.',
    ' * One constant per route, written by the bundler where it is used (route.ts).',
    ' */',
    "import type { Route } from './route'",
    '',
    ...routeList.map(
      ({ name, method, path }) =>
        `export const ${name} = '${method} ${path}' satisfies Route<'${name}'>`,
    ),
  ].join('\n')
  return format(text, { ...(await resolveConfig(FILE)), filepath: FILE })
}

describe("the web's route table", () => {
  test('is the contract\u2019s, written again (`-u` writes it after a change to the table)', async () => {
    await expect(await routeModule()).toMatchFileSnapshot(FILE)
  })

  test('every route’s path, with any parameters, is one its pattern matches', () => {
    for (const { name, path: template } of routeList) {
      const route = (table as Record<string, AnyRoute>)[name]!
      const params = Object.fromEntries(
        [...template.matchAll(/:(\w+)/g)].map(([, key]) => [key, 'a b/7']),
      )
      const written = pathOf(route, { params } as never)
      expect(pathPattern(template).test(written), `${name}: ${written}`).toBe(true)
      expect(methodOf(route)).toBe(routes[name].method)
    }
  })
})
