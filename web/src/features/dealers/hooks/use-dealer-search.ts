import type { ApiPublicDealer } from '@sog/contract'
import { useMemo, useState } from 'react'

/** docs/product.md, "Screens": name or city as a case-insensitive substring, and an exact city. */
export function useDealerSearch(dealers: ApiPublicDealer[], language: string) {
  const [search, setSearch] = useState('')
  const [city, setCity] = useState('')

  const cities = useMemo(
    () => [...new Set(dealers.map((d) => d.city))].sort((a, b) => a.localeCompare(b, language)),
    [dealers, language],
  )

  const matches = useMemo(() => {
    const query = search.trim().toLocaleLowerCase()
    return dealers.filter(
      (dealer) =>
        (!city || dealer.city === city) &&
        (dealer.name.toLocaleLowerCase().includes(query) ||
          dealer.city.toLocaleLowerCase().includes(query)),
    )
  }, [dealers, search, city])

  return { search, setSearch, city, setCity, cities, matches }
}
