import { expect } from 'vitest'

/**
 * What every `/media` answer must carry, wherever the files are kept: the bytes, validators
 * that turn a repeated request into a 304, `HEAD` without a body, and the cache lifetime
 * (renditions immutable for a year, originals a day). Returns the original's bytes.
 */
export async function expectMediaServed(
  baseUrl: string,
  original: string,
  rendition: string,
): Promise<Buffer> {
  const full = await fetch(`${baseUrl}${original}`)
  expect(full.status).toBe(200)
  expect(full.headers.get('content-type')).toMatch(/^image\//)
  expect(full.headers.get('cache-control')).toBe('public, max-age=86400')
  const etag = full.headers.get('etag')
  const lastModified = full.headers.get('last-modified')
  expect(etag).toBeTruthy()
  expect(lastModified).toBeTruthy()
  const bytes = Buffer.from(await full.arrayBuffer())

  const head = await fetch(`${baseUrl}${original}`, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.headers.get('content-length')).toBe(String(bytes.length))
  expect(head.headers.get('etag')).toBe(etag)
  expect((await head.arrayBuffer()).byteLength).toBe(0)

  // As a browser revalidates; fetch would otherwise add `Cache-Control: no-cache` (a reload).
  const revalidate = { 'cache-control': 'max-age=0' }
  const byTag = await fetch(`${baseUrl}${original}`, {
    headers: { ...revalidate, 'if-none-match': etag! },
  })
  expect(byTag.status).toBe(304)
  const byDate = await fetch(`${baseUrl}${original}`, {
    headers: { ...revalidate, 'if-modified-since': lastModified! },
  })
  expect(byDate.status).toBe(304)

  const small = await fetch(`${baseUrl}${rendition}`)
  expect(small.status).toBe(200)
  expect(small.headers.get('content-type')).toBe('image/webp')
  expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  await small.arrayBuffer()
  return bytes
}
