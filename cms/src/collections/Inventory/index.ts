import { money, stock } from '@sog/contract'
import type { CollectionConfig } from 'payload'

import { panelText, sectionText } from '@/i18n/texts'
import { canCreateOwnInventory } from '@/access/canCreateOwnInventory'
import { canReadInventory } from '@/access/canReadInventory'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isOwnInventory } from '@/access/isOwnInventory'
import { activeDealerId } from '@/access/users'
import { recordActivity } from '@/hooks/recordActivity'
import { fieldRule } from '@/lib/field-rules'
import type { Inventory as InventoryRow } from '@/payload-types'
import { readWrittenNumbers } from '@/hooks/readWrittenNumbers'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

/** Stock entries are named by their firearm. */
const activity = recordActivity<InventoryRow>('inventory', async (doc, req) => {
  if (typeof doc.firearm === 'object') return doc.firearm.name
  const firearm = await req.payload
    .findByID({ collection: 'firearms', id: doc.firearm, depth: 0, req, disableErrors: true })
    .catch(() => null)
  return firearm?.name ?? doc.firearm
})

const text = sectionText('inventory')

/**
 * A dealer's stock, price (EUR) and availability of one firearm; one row per (dealer, firearm).
 *
 * | operation | admin | editor        | dealer                   | anonymous     |
 * |-----------|-------|---------------|--------------------------|---------------|
 * | read      | all   | rows on offer | own rows, rows on offer  | rows on offer |
 * | create    | yes   | no            | own dealer only          | no            |
 * | update    | all   | no            | own rows                 | no            |
 * | delete    | yes   | no            | no                       | no            |
 *
 * Rows on offer: available, in stock, of an active dealer — what product pages publish.
 */

export const Inventory: CollectionConfig = {
  slug: 'inventory',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    defaultColumns: ['dealer', 'firearm', 'stock', 'price', 'available'],
    group: panelText('groups.dealerNetwork'),
  },
  indexes: [{ fields: ['dealer', 'firearm'], unique: true }],
  access: {
    read: canReadInventory,
    create: canCreateOwnInventory,
    update: isOwnInventory,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [
      refuseUnsafeQueries,
      readWrittenNumbers([
        { path: 'stock', label: text('stock') },
        { path: 'price', label: text('price') },
      ]),
    ],
    afterChange: [activity.afterChange],
    afterDelete: [activity.afterDelete],
    beforeValidate: [
      // A dealer's new row is always its own, whatever the request said.
      ({ data, operation, req }) => {
        const dealerId = activeDealerId(req.user)
        if (operation === 'create' && dealerId !== null && data)
          return { ...data, dealer: dealerId }
        return data
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'dealer',
          label: text('dealer'),
          type: 'relationship',
          relationTo: 'dealers',
          required: true,
          index: true,
          access: { update: isAdminField },
        },
        {
          name: 'firearm',
          label: text('firearm'),
          type: 'relationship',
          relationTo: 'firearms',
          required: true,
          index: true,
          access: { update: isAdminField },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'stock',
          label: text('stock'),
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          admin: { step: 1 },
          validate: fieldRule(stock, text('stock')),
        },
        {
          name: 'price',
          label: text('price'),
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          admin: { components: { Field: '@/components/DecimalField#DecimalField' } },
          validate: fieldRule(money, text('price')),
        },
        { name: 'available', label: text('available'), type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
