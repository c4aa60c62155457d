/**
 * Where an image may point when it is not an uploaded media file: an absolute http(s) address
 * or a path on this site. Inline `data:` strings are turned into media uploads by /api before
 * they get here, so none is ever stored.
 */
export function checkImageUrl(value: unknown, label: string): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return `${label} must be a URL`
  if (value.startsWith('/') && !value.startsWith('//')) return true
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return true
  } catch {
    // fall through to the message below
  }
  return `${label} must be an http(s) URL or a site path`
}
