import { Box, CloseButton, Input } from '@chakra-ui/react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref } from 'react-router-dom'

import { paths } from '@/config/paths'
import { SUGGEST_MIN_LENGTH, useSearchSuggestions } from '@/lib/api/get-search-suggestions'
import { useValueBeforeApp } from '@/lib/page/before-the-app'
import { SEARCH_DELAY_MS } from '@/lib/address/use-list-params'
import { needsApp } from '@/lib/page/needs-script'

import { SEARCH_PARAM, useHeaderSearch } from './use-header-search'

export { SEARCH_PARAM } from './use-header-search'

/**
 * The header's search box (docs/decisions/0145-search-as-you-type.md): a plain search input that
 * renders on the server, searches as the visitor types, a × that empties it, and suggestions
 * (names and calibers) through the browser's own `<datalist>`, asked for only while it has focus.
 */
export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation()
  const search = useHeaderSearch(onSearch)
  // Text typed before the app arrived is the app's text once it does (lib/page/before-the-app.ts).
  const input = useValueBeforeApp<HTMLInputElement>(search.type)
  const listId = useId()
  // In the page's language: the router's basename (/pl…) is in the address.
  const catalogue = useHref(paths.home)
  const [focused, setFocused] = useState(false)
  // A box the visitor went into before the app arrived gave it no focus event.
  useEffect(() => {
    if (document.activeElement === input.current) setFocused(true)
  }, [input])
  /** The text the suggestions are for: the box's, once typing pauses, while it has focus. */
  const [asked, setAsked] = useState('')
  useEffect(() => {
    const wanted = focused && search.text.trim().length >= SUGGEST_MIN_LENGTH ? search.text : ''
    const timer = setTimeout(() => setAsked(wanted), wanted ? SEARCH_DELAY_MS : 0)
    return () => clearTimeout(timer)
  }, [focused, search.text])
  const { data } = useSearchSuggestions(asked)
  const suggestions = asked && data ? data : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    search.submit()
  }

  return (
    // Without the app (JavaScript off or not yet arrived) Enter asks the server for the
    // catalogue filtered by the text, as the app's own search writes it (`/?search=…`).
    <form
      role="search"
      aria-label={t('header.search')}
      action={catalogue}
      method="get"
      onSubmit={submit}
    >
      <Box position="relative" width="100%">
        <Input
          ref={input}
          type="search"
          size={{ base: 'lg', md: 'sm' }}
          bg="white"
          color="gray.900"
          width="100%"
          pe={search.text ? { base: '12', md: '8' } : undefined}
          // The browser's own × would double ours.
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
          aria-label={t('header.search')}
          name={SEARCH_PARAM}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          list={listId}
          value={search.text}
          onChange={(event) => search.type(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            search.leave()
          }}
        />
        {search.text ? (
          <CloseButton
            size="xs"
            variant="ghost"
            color="gray.700"
            position="absolute"
            insetEnd="0"
            top="50%"
            transform="translateY(-50%)"
            // A finger's target on phones, the box's height beside the mouse.
            minW={{ base: '44px', md: '8' }}
            h={{ base: '44px', md: '8' }}
            aria-label={t('header.clearSearch')}
            {...needsApp}
            onClick={() => {
              search.clear()
              input.current?.focus()
            }}
          />
        ) : null}
        <datalist id={listId}>
          {suggestions?.calibers.map((caliber) => (
            <option
              key={`caliber:${caliber.value}`}
              value={caliber.value}
              label={`${t('header.suggestionCaliber')} · ${caliber.label}`}
            />
          ))}
          {suggestions?.firearms
            .filter((firearm) => !suggestions.calibers.some((c) => c.value === firearm.name))
            .map((firearm) => (
              <option key={`firearm:${firearm.id}`} value={firearm.name} label={firearm.caliber} />
            ))}
        </datalist>
      </Box>
    </form>
  )
}
