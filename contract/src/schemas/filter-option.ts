import { z } from 'zod'

import { FILTER_OPTION_TYPES, TEXT_LIMITS } from '../rules/limits'
import { requiredText } from './fields'
import { version, versionInput } from './versions'

export const OptionTypeEnum = z.enum(FILTER_OPTION_TYPES).meta({ id: 'FilterOptionType' })

export const FilterOption = z
  .strictObject({ id: z.int(), name: z.string(), type: OptionTypeEnum, version })
  .meta({ id: 'FilterOption' })

export const optionName = requiredText(TEXT_LIMITS.option)

export const FilterOptionCreateInput = z
  .object({ name: optionName, type: OptionTypeEnum })
  .meta({ id: 'FilterOptionCreateInput' })

export const FilterOptionRenameInput = z
  .object({ name: optionName, version: versionInput })
  .meta({ id: 'FilterOptionRenameInput' })

/** The names of one option type, for the catalogue's filters and the firearm form. */
export const OptionNames = z.array(z.string())

export type ApiFilterOption = z.output<typeof FilterOption>
