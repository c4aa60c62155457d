import { slicePage, type ApiFirearm, type ApiFirearmPage } from '@sog/contract'

import type { ApiDouble } from '@/testing/api-double'

const NO_FACETS: ApiFirearmPage['facets'] = {
  category: [],
  caliber: [],
  barrelLength: [],
  systemType: [],
  availability: [],
  price: null,
}

/**
 * The server's page of firearms for the management list (docs/api.md, "Catalogue queries"):
 * search by name or caliber, availability, by name or newest first.
 */
export function firearmsPage(firearms: ApiFirearm[], query: URLSearchParams): ApiFirearmPage {
  const search = (query.get('search') ?? '').toLowerCase()
  const availability = query.get('availability')
  const limit = Number(query.get('limit') ?? 24)
  const page = Number(query.get('page') ?? 1)
  const found = firearms
    .filter(
      (f) =>
        (!search || `${f.name}\n${f.caliber}`.toLowerCase().includes(search)) &&
        (!availability || f.availability === availability),
    )
    .sort((a, b) =>
      query.get('sort') === 'newest'
        ? b.id.localeCompare(a.id) // ids begin with their creation time
        : a.name.localeCompare(b.name),
    )
  return { ...slicePage(found, page, limit), facets: NO_FACETS }
}

/** Serves GET /admin/firearms from the double's firearms. */
export const serveFirearms = (api: ApiDouble) =>
  api.on('GET', '/admin/firearms', (call) => ({ body: firearmsPage(api.firearms, call.query) }))
