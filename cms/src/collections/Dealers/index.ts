import { APIError, type CollectionConfig } from 'payload'

import { minPasswordLength } from '@/hooks/minPasswordLength'
import { loginLock } from '@/lib/login-lock'
import { isAdmin } from '@/access/isAdmin'
import { isDealerSelf } from '@/access/isDealerSelf'
import { COUNTRIES } from '@/lib/countries'
import {
  DEFAULT_RATING,
  MAX_RATING,
  MIN_ESTABLISHED_YEAR,
  MIN_RATING,
  currentYear,
} from '@/lib/limits'
import { checkRange, trimmed } from '@/lib/validators'
import { deleteDealerInventory } from './hooks/deleteDealerInventory'

export const INACTIVE_DEALER_MESSAGE = 'This dealer account is inactive'

/**
 * Authorized dealers, who log in to the dealer portal (never to the panel).
 *
 * | operation | admin | editor | dealer      | anonymous |
 * |-----------|-------|--------|-------------|-----------|
 * | read      | all   | no     | itself only | no        |
 * | create    | yes   | no     | no          | no        |
 * | update    | yes   | no     | no          | no        |
 * | delete    | yes   | no     | no          | no        |
 */
export const Dealers: CollectionConfig = {
  slug: 'dealers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'country', 'isActive', 'rating'],
    listSearchableFields: ['name', 'city', 'username', 'email'],
    group: 'Dealer network',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: true },
    ...loginLock(),
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    admin: () => false,
    read: isDealerSelf,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeValidate: [minPasswordLength],
    beforeLogin: [
      ({ user }) => {
        if (user.isActive === false) throw new APIError(INACTIVE_DEALER_MESSAGE, 403)
        return user
      },
    ],
    beforeDelete: [deleteDealerInventory],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [({ value }) => trimmed(value)] },
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'website', type: 'text' },
      ],
    },
    { name: 'address', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'city',
          type: 'text',
          required: true,
          hooks: { beforeValidate: [({ value }) => trimmed(value)] },
        },
        {
          name: 'country',
          type: 'select',
          required: true,
          options: COUNTRIES.map((c) => ({ label: c.name.en, value: c.code })),
        },
      ],
    },
    {
      name: 'hours',
      type: 'text',
      admin: { description: 'e.g. Mon–Fri 9:00–18:00, Sat 10:00–14:00' },
    },
    {
      name: 'specialties',
      type: 'text',
      hasMany: true,
      admin: { description: 'Press Enter after each specialty.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rating',
          type: 'number',
          required: true,
          defaultValue: DEFAULT_RATING,
          min: MIN_RATING,
          max: MAX_RATING,
          admin: { step: 0.1 },
          validate: (value: unknown) =>
            checkRange(value, 'Rating', MIN_RATING, MAX_RATING, 0.1, true),
        },
        {
          name: 'established',
          type: 'number',
          required: true,
          defaultValue: () => currentYear(),
          admin: { step: 1 },
          validate: (value: unknown) =>
            checkRange(value, 'Established', MIN_ESTABLISHED_YEAR, currentYear(), 1, true),
        },
      ],
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      label: 'Active',
      admin: {
        position: 'sidebar',
        description: 'Inactive dealers cannot log in and are hidden from the public directory.',
      },
    },
  ],
}
