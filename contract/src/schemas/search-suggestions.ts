import { z } from 'zod'

import { MAX_CALIBER_SUGGESTIONS, MAX_SEARCH_LENGTH, MAX_SUGGESTIONS } from '../rules/limits'
import { firearmId, requiredText } from './fields'
import { languageParam } from './translations'

/**
 * What the header's search box offers while the visitor types (docs/api.md, "Search
 * suggestions"): the firearms the catalogue search finds for the text (`matchesCatalogueSearch`:
 * name, category, caliber or system type, the options also as named in `lang`; case and accents
 * ignored) and the calibers whose name, or name in `lang`, contains it.
 */
export const SearchSuggestionQuery = z
  .object({
    q: requiredText(MAX_SEARCH_LENGTH).meta({
      description: `The text typed so far (1–${MAX_SEARCH_LENGTH} characters after trimming)`,
    }),
    lang: languageParam,
  })
  .meta({ id: 'SearchSuggestionQuery' })

export const SearchSuggestions = z
  .strictObject({
    /** Calibers whose name or name in `lang` contains the text, the most stocked first. */
    calibers: z
      .array(
        z.strictObject({
          value: z.string(),
          label: z.string(),
          count: z.int().min(1),
        }),
      )
      .max(MAX_CALIBER_SUGGESTIONS),
    /** Firearms the catalogue search finds for the text, names starting with it first. */
    firearms: z
      .array(z.strictObject({ id: firearmId, name: z.string(), caliber: z.string() }))
      .max(MAX_SUGGESTIONS),
  })
  .refine((s) => s.calibers.length + s.firearms.length <= MAX_SUGGESTIONS, {
    message: `at most ${MAX_SUGGESTIONS} suggestions in all`,
  })
  .meta({ id: 'SearchSuggestions' })

export type SearchSuggestionQueryData = z.output<typeof SearchSuggestionQuery>
export type ApiSearchSuggestions = z.output<typeof SearchSuggestions>
