/**
 * Where stored addresses may point (docs/product.md, "Validation"). An image that is not an
 * uploaded media file is an absolute http(s) address or a path on this site; inline `data:`
 * strings become media uploads before anything is stored. A link people click is http(s),
 * mailto: or tel:, or a bare host such as `www.example.com` (opened as https) — never
 * `javascript:` or any other scheme.
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true
  return hasScheme(value, ['http:', 'https:'])
}

function hasScheme(value: string, schemes: string[]): boolean {
  try {
    return schemes.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A host name with an optional path, no scheme and no spaces: `www.example.com/shop`. */
const BARE_HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d+)?(?:[/?#]\S*)?$/i

export function isSafeLink(value: string): boolean {
  if (BARE_HOST.test(value)) return true
  return hasScheme(value, ['http:', 'https:', 'mailto:', 'tel:'])
}

/** The address a link opens: a bare host gets https:// (docs/product.md, "Dealers directory"). */
export function linkHref(value: string): string {
  return /^(https?:|mailto:|tel:)/i.test(value) ? value : `https://${value}`
}
