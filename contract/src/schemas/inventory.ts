import { z } from 'zod'

import { money, stock } from './fields'

export const InventoryRow = z
  .strictObject({
    firearmId: z.string(),
    stock: z.int(),
    /** EUR. */
    price: z.number(),
    available: z.boolean(),
  })
  .meta({ id: 'InventoryRow' })

export const InventoryInput = z
  .object({ stock, price: money, available: z.boolean() })
  .meta({ id: 'InventoryInput' })

export type ApiInventoryRow = z.output<typeof InventoryRow>
export type InventoryBody = z.input<typeof InventoryInput>
