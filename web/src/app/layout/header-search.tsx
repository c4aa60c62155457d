import { Input } from '@chakra-ui/react'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'

import { paths } from '@/config/paths'

/** The catalogue's search lives in the URL (`?search=`), so the header box drives it from anywhere. */
export const SEARCH_PARAM = 'search'

export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const current = params.get(SEARCH_PARAM) ?? ''
  const [value, setValue] = useState(current)
  useEffect(() => setValue(current), [current])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const onCatalog = location.pathname === paths.home || location.pathname === paths.catalog
    const next = new URLSearchParams(onCatalog ? params : undefined)
    if (value.trim()) next.set(SEARCH_PARAM, value.trim())
    else next.delete(SEARCH_PARAM)
    const query = next.toString()
    navigate(`${onCatalog ? location.pathname : paths.home}${query ? `?${query}` : ''}`)
    onSearch?.()
  }

  return (
    <form role="search" aria-label={t('header.search')} onSubmit={submit}>
      <Input
        type="search"
        size="sm"
        bg="white"
        color="gray.900"
        width={{ base: '100%', md: '220px' }}
        aria-label={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  )
}
