import crypto from 'node:crypto'

/** A weak validator derived from the response bytes; every server computes the same one. */
export function etagOf(bytes: Uint8Array): string {
  return `W/"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`
}

export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
}
