// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { buildStackFloor } from './stack-floor'

const modulesOf = (chunks: Awaited<ReturnType<typeof buildStackFloor>>) =>
  chunks.flatMap((chunk) => chunk.moduleIds)

describe('the stack floor', () => {
  it("is the stack's libraries in their production builds, without the lazy screen", async () => {
    const chunks = await buildStackFloor()
    const modules = modulesOf(chunks)
    const library = (name: string) => modules.some((id) => id.includes(`/node_modules/${name}/`))
    for (const name of [
      'react-dom',
      'react-router',
      '@chakra-ui/react',
      '@emotion/react',
      'i18next',
      'react-i18next',
      'swr',
    ]) {
      expect(library(name), name).toBe(true)
    }
    // React Router's production build (build/react-router-production.ts), as the site's.
    expect(modules.some((id) => id.includes('/react-router/dist/development/'))).toBe(false)
    expect(modules.some((id) => id.includes('/react-router/dist/production/'))).toBe(true)
    expect(modules.some((id) => id.endsWith('lazy-screen.tsx'))).toBe(false)
    // Nothing of the site's own code.
    expect(modules.some((id) => id.includes('/web/src/'))).toBe(false)
    // React's production build, as the site's.
    expect(modules.some((id) => /\/react-dom-client\.production\.js$/.test(id))).toBe(true)
    expect(modules.some((id) => /\.development\.js$/.test(id))).toBe(false)
  })
})
