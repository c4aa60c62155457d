import type { FilterOptionType } from '@sog/contract'

import { dataPart } from '@/lib/page/screen-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { pathOf } from './route'
import { listBarrelLengths, listCalibers, listCategories, listSystemTypes } from './routes'

/** The public dropdown lists of docs/product.md, "Calls", one call per option type. */
export const optionListPaths = {
  category: pathOf(listCategories),
  caliber: pathOf(listCalibers),
  barrelLength: pathOf(listBarrelLengths),
  systemType: pathOf(listSystemTypes),
} satisfies Record<FilterOptionType, string>

/** The four lists, each a datum of the screens that show it (app/router.tsx). */
export const optionListsData = {
  category: dataPart('categoryList', () => optionListPaths.category),
  caliber: dataPart('caliberList', () => optionListPaths.caliber),
  barrelLength: dataPart('barrelLengthList', () => optionListPaths.barrelLength),
  systemType: dataPart('systemTypeList', () => optionListPaths.systemType),
}

/** Built-in lists used when a call fails (docs/product.md, "Calls"). */
export const DEFAULT_OPTION_LISTS: Record<FilterOptionType, string[]> = {
  category: ['Rifle', 'Pistol', 'Shotgun', 'AK Platform', 'Tactical'],
  caliber: ['5.56x45mm NATO', '7.62x39mm', '9mm', '.308 Win', '12 Gauge'],
  systemType: ['Semi-Automatic', 'Bolt Action', 'Pump Action', 'Gas Operated'],
  barrelLength: ['10.5"', '16"', '18"', '20"'],
}

/** The list for one type, blanks filtered out; the built-in defaults if the call fails. */
export function useOptionList(type: FilterOptionType): string[] {
  const { data, error } = useScreenData(optionListsData[type])
  if (error) return DEFAULT_OPTION_LISTS[type]
  return (data ?? []).filter((name) => name.trim() !== '')
}
