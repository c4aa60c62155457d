import { z } from 'zod'

/**
 * What the activity list records: every change to these, from the SPA and the panel alike. A
 * filter option is recorded by its type, so that every language can name it; `filterOption`
 * is what entries from before said ("Caliber: 9mm", the type in English in the title).
 */
export const ACTIVITY_KINDS = [
  'firearm',
  'dealer',
  'category',
  'caliber',
  'barrelLength',
  'systemType',
  'filterOption',
  'settings',
  'inventory',
  /** A stock CSV import: its title is the number of firearms it changed. */
  'inventoryImport',
] as const
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const

/** How many changes the dashboard's activity list shows. */
export const ACTIVITY_LIST_LENGTH = 20

export const Activity = z
  .strictObject({
    id: z.int(),
    /** When (ISO 8601). */
    at: z.string(),
    /** Who: an administrator's or editor's username, or a dealer's name. */
    who: z.string(),
    action: z.enum(ACTIVITY_ACTIONS),
    kind: z.enum(ACTIVITY_KINDS),
    /** The changed record's id ('' for the company settings). */
    recordId: z.string(),
    /** What it is called, as it was at the change. */
    title: z.string(),
  })
  .meta({ id: 'Activity' })

export type ApiActivity = z.output<typeof Activity>
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]
