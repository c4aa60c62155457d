import { z } from 'zod'

import { money, stock } from './fields'
import { version, versionInput } from './versions'

export const InventoryRow = z
  .strictObject({
    firearmId: z.string(),
    stock: z.int(),
    /** EUR. */
    price: z.number(),
    available: z.boolean(),
    /** Null before the dealer first saved this firearm. */
    version: version.nullable(),
  })
  .meta({ id: 'InventoryRow' })

export const InventoryInput = z
  .object({ stock, price: money, available: z.boolean(), version: versionInput })
  .meta({ id: 'InventoryInput' })

export type ApiInventoryRow = z.output<typeof InventoryRow>
export type InventoryBody = z.input<typeof InventoryInput>
