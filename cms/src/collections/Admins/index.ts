import type { CollectionConfig } from 'payload'

import { panelText, sectionText } from '@/i18n/texts'
import { minPasswordLength } from '@/hooks/minPasswordLength'
import { uniformLoginTiming } from '@/hooks/uniformLoginTiming'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { keepOneAdmin } from './hooks/keepOneAdmin'
import { releaseLocks } from '@/hooks/releaseLocks'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

const text = sectionText('admins')

/**
 * Panel accounts. `admin` may do everything (and is what the spec's /api/admin routes need);
 * `editor` maintains the catalogue content only.
 *
 * | operation | admin | editor     | dealer | anonymous |
 * |-----------|-------|------------|--------|-----------|
 * | read      | all   | own record | no     | no        |
 * | create    | yes   | no         | no     | no        |
 * | update    | all   | own record | no     | no        |
 * | delete    | yes   | no         | no     | no        |
 */

export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'email', 'role', 'updatedAt'],
    group: panelText('groups.accounts'),
  },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: true },
    // No per-account lock (anyone could keep the owner out): the front server throttles
    // failures per username and client instead (docs/decisions/0044-login-throttle.md).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [refuseUnsafeQueries, uniformLoginTiming],
    beforeValidate: [minPasswordLength],
    beforeChange: [keepOneAdmin.beforeChange],
    beforeDelete: [keepOneAdmin.beforeDelete, releaseLocks],
  },
  fields: [
    {
      name: 'role',
      label: text('role'),
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: text('roles.admin'), value: 'admin' },
        { label: text('roles.editor'), value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
      admin: { description: text('roleHint') },
    },
  ],
}
