import { z } from 'zod'

import { FILTER_OPTION_TYPES, TEXT_LIMITS } from '../rules/limits'
import { requiredText } from './fields'
import { Translations, translationsInput } from './translations'
import { version, versionInput } from './versions'

export const OptionTypeEnum = z.enum(FILTER_OPTION_TYPES).meta({ id: 'FilterOptionType' })

export const FilterOption = z
  .strictObject({
    id: z.int(),
    /** The English name: the value firearms store and the filters match. */
    name: z.string(),
    type: OptionTypeEnum,
    /** The name shown to visitors of the other languages; '' shows the English name. */
    labels: Translations,
    version,
  })
  .meta({ id: 'FilterOption' })

export const optionName = requiredText(TEXT_LIMITS.option)

const labelsInput = translationsInput(TEXT_LIMITS.option).optional()

export const FilterOptionCreateInput = z
  .object({ name: optionName, type: OptionTypeEnum, labels: labelsInput })
  .meta({ id: 'FilterOptionCreateInput' })

export const FilterOptionRenameInput = z
  .object({ name: optionName, version: versionInput, labels: labelsInput })
  .meta({ id: 'FilterOptionRenameInput' })

/** The names of one option type, for the catalogue's filters and the firearm form. */
export const OptionNames = z.array(z.string())

/**
 * The visitor's language's names of the options that have one, per type, keyed by the English
 * name (GET /api/option-labels); an option missing here shows its English name.
 */
export const OptionLabels = z
  .strictObject(
    Object.fromEntries(
      FILTER_OPTION_TYPES.map((type) => [type, z.record(z.string(), z.string())]),
    ) as Record<(typeof FILTER_OPTION_TYPES)[number], z.ZodRecord<z.ZodString, z.ZodString>>,
  )
  .meta({ id: 'OptionLabels' })

export type ApiOptionLabels = z.output<typeof OptionLabels>
export type ApiFilterOption = z.output<typeof FilterOption>
