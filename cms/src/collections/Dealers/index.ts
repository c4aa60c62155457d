import type { CollectionConfig } from 'payload'

import {
  COUNTRIES,
  currentYear,
  DEFAULT_RATING,
  established,
  link,
  MAX_LATITUDE,
  MAX_LONGITUDE,
  MAX_RATING,
  MIN_RATING,
  rating,
  refusal,
} from '@sog/contract'

import { panelText, sectionText } from '@/i18n/texts'
import { canReadDealers } from '@/access/canReadDealers'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrDealerSelfField } from '@/access/isAdminOrDealerSelfField'
import { minPasswordLength } from '@/hooks/minPasswordLength'
import { fieldRule, trimHook } from '@/lib/field-rules'
import { uniformLoginTiming } from '@/hooks/uniformLoginTiming'
import { recordActivity } from '@/hooks/recordActivity'
import { releaseLocks } from '@/hooks/releaseLocks'
import type { Dealer } from '@/payload-types'
import { deleteDealerInventory } from './hooks/deleteDealerInventory'
import { recordLastLogin } from './hooks/recordLastLogin'
import { latitudeRule, longitudeRule } from './position-rule'
import {
  endSessionsOnDeactivation,
  refuseRefreshWhileInactive,
} from './hooks/endSessionsOnDeactivation'
import { refusalError } from '@/lib/rule-error'
import { readWrittenNumbers } from '@/hooks/readWrittenNumbers'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

const activity = recordActivity<Dealer>('dealer', (doc) => doc.name)

/** An inactive dealer's sign-in, said in their language (docs/decisions/0197-every-refusal-coded.md). */
export const INACTIVE_DEALER = refusal('dealerInactive')

const text = sectionText('dealers')

/**
 * Authorized dealers, who log in to the dealer portal (never to the panel). The public
 * directory is this collection read by a visitor: active dealers, without their usernames.
 *
 * | operation | admin | editor        | dealer                 | anonymous     |
 * |-----------|-------|---------------|------------------------|---------------|
 * | read      | all   | active dealers | itself, active dealers | active dealers |
 * | create    | yes   | no            | no                     | no            |
 * | update    | yes   | no            | no                     | no            |
 * | delete    | yes   | no            | no                     | no            |
 * | unlock    | yes   | no            | no                     | no            |
 * | versions  | yes   | no            | no                     | no            |
 *
 * Fields `username` and `lastLoginAt`: read by admins and the dealer itself only.
 */

export const Dealers: CollectionConfig = {
  slug: 'dealers',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'country', 'isActive', 'rating'],
    listSearchableFields: ['name', 'city', 'username', 'email'],
    group: panelText('groups.dealerNetwork'),
    // Editors may read the public directory through the API, but dealers are not theirs to edit.
    hidden: ({ user }) => user?.collection !== 'admins' || user.role !== 'admin',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: true },
    // Throttled per username and client at the front server instead
    // (docs/decisions/0044-login-throttle.md).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
  },
  versions: { maxPerDoc: 50 },
  access: {
    admin: () => false,
    read: canReadDealers,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
    // Past versions hold deactivated dealers' contact details too.
    readVersions: isAdmin,
  },
  hooks: {
    beforeOperation: [
      refuseUnsafeQueries,
      uniformLoginTiming,
      refuseRefreshWhileInactive,
      readWrittenNumbers([
        { path: 'latitude', label: text('latitude'), coordinate: true },
        { path: 'longitude', label: text('longitude'), coordinate: true },
        { path: 'rating', label: text('rating') },
        { path: 'established', label: text('established') },
      ]),
    ],
    beforeValidate: [minPasswordLength],
    beforeLogin: [
      ({ user }) => {
        if (user.isActive === false) throw refusalError(INACTIVE_DEALER, 403)
        return user
      },
    ],
    afterLogin: [recordLastLogin],
    afterChange: [endSessionsOnDeactivation, activity.afterChange],
    beforeDelete: [deleteDealerInventory, releaseLocks],
    afterDelete: [activity.afterDelete],
  },
  fields: [
    {
      name: 'username',
      label: text('username'),
      type: 'text',
      access: { read: isAdminOrDealerSelfField },
    },
    {
      name: 'name',
      label: text('name'),
      type: 'text',
      required: true,
      hooks: trimHook,
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: text('phone'), type: 'text' },
        {
          name: 'website',
          label: text('website'),
          type: 'text',
          hooks: trimHook,
          validate: fieldRule(link, text('website')),
        },
      ],
    },
    { name: 'address', label: text('address'), type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'city',
          label: text('city'),
          type: 'text',
          required: true,
          hooks: trimHook,
        },
        {
          name: 'country',
          label: text('country'),
          type: 'select',
          required: true,
          options: COUNTRIES.map((c) => ({ label: c.name, value: c.code })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          label: text('latitude'),
          type: 'number',
          min: -MAX_LATITUDE,
          max: MAX_LATITUDE,
          admin: {
            components: { Field: '@/components/DecimalField#CoordinateField' },
            description: text('latitudeHint'),
          },
          validate: latitudeRule,
        },
        {
          name: 'longitude',
          label: text('longitude'),
          type: 'number',
          min: -MAX_LONGITUDE,
          max: MAX_LONGITUDE,
          admin: {
            components: { Field: '@/components/DecimalField#CoordinateField' },
            description: text('longitudeHint'),
          },
          validate: longitudeRule,
        },
      ],
    },
    {
      name: 'hours',
      label: text('hours'),
      type: 'text',
      admin: { description: text('hoursHint') },
    },
    {
      name: 'specialties',
      label: text('specialties'),
      type: 'text',
      hasMany: true,
      admin: { description: text('specialtiesHint') },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rating',
          label: text('rating'),
          type: 'number',
          required: true,
          defaultValue: DEFAULT_RATING,
          min: MIN_RATING,
          max: MAX_RATING,
          admin: { components: { Field: '@/components/DecimalField#DecimalField' } },
          validate: fieldRule(rating, text('rating')),
        },
        {
          name: 'established',
          label: text('established'),
          type: 'number',
          required: true,
          defaultValue: () => currentYear(),
          admin: { step: 1 },
          validate: fieldRule(established, text('established')),
        },
      ],
    },
    {
      name: 'lastLoginAt',
      label: text('lastLoginAt'),
      type: 'date',
      access: { read: isAdminOrDealerSelfField, create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      label: text('isActive'),
      admin: { position: 'sidebar', description: text('isActiveHint') },
    },
  ],
}
