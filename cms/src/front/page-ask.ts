import { languageAddress } from '@sog/contract'
import type { FastifyRequest } from 'fastify'

import { preferencesOf } from './preferences'
import type { PageAsk } from './rendered-pages'
import { siteOrigin } from './site-origin'

/**
 * What a page request asks the renderer for: the address, in the language the address is in
 * (docs/decisions/0168-language-addresses.md), the visitor's country, on the site's origin.
 */
export function pageAsk(request: FastifyRequest, publicUrl: string | undefined): PageAsk {
  const pathname = request.url.split('?', 1)[0] ?? '/'
  return {
    url: request.url,
    origin: siteOrigin(request, publicUrl),
    country: preferencesOf(request.headers).country,
    language: languageAddress(pathname).language ?? 'en',
  }
}
