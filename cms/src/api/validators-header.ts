import { etagOf, matchesEtag } from '@/lib/etag'

/**
 * ETag from the response bytes themselves: always right, whichever process served the change,
 * and a client that already has the bytes gets a 304 without the body.
 */
export async function withValidators(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200) return response
  const body = await response.arrayBuffer()
  const etag = etagOf(new Uint8Array(body))
  const headers = new Headers(response.headers)
  headers.set('etag', etag)
  headers.set('cache-control', 'no-cache')
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
