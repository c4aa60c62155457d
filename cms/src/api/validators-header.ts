import crypto from 'node:crypto'

/**
 * ETag from the response bytes themselves: always right, whichever process served the change,
 * and a client that already has the bytes gets a 304 without the body.
 */
export async function withValidators(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200) return response
  const body = await response.arrayBuffer()
  const etag = `W/"${crypto.createHash('sha1').update(Buffer.from(body)).digest('base64url')}"`
  const headers = new Headers(response.headers)
  headers.set('etag', etag)
  headers.set('cache-control', 'no-cache')
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
