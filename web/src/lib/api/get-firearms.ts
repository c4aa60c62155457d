import { pathOf } from './route'
import { listFirearms } from './routes'

/** The firearm list: the whole array without parameters, one catalogue page with them. */
export const firearmsKey = pathOf(listFirearms)

/** The whole list and every catalogue page (`/firearms?…`), for reloading them after a change. */
export const isFirearmListKey = (key: unknown) =>
  key === firearmsKey || (typeof key === 'string' && key.startsWith(`${firearmsKey}?`))
