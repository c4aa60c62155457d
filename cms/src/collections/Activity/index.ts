import { ACTIVITY_ACTIONS, ACTIVITY_KINDS } from '@sog/contract'
import type { CollectionConfig } from 'payload'

import { panelText, sectionText } from '@/i18n/texts'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

const text = sectionText('activity')

/**
 * Who changed what, when: one entry per change to firearms, dealers, filter options, stock and
 * the company settings, from the SPA and the panel alike (hooks in `hooks/recordActivity.ts`).
 * Shown on the admin dashboard (docs/product.md, "Activity").
 *
 * | operation | admin | editor | dealer | anonymous |
 * |-----------|-------|--------|--------|-----------|
 * | read      | yes   | no     | no     | no        |
 * | create    | no    | no     | no     | no        |
 * | update    | no    | no     | no     | no        |
 * | delete    | no    | no     | no     | no        |
 */

export const Activity: CollectionConfig = {
  slug: 'activity',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['createdAt', 'who', 'action', 'kind', 'title'],
    group: panelText('groups.company'),
    hidden: ({ user }) => user?.collection !== 'admins' || user.role !== 'admin',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [refuseUnsafeQueries] },
  fields: [
    { name: 'who', label: text('who'), type: 'text', required: true },
    {
      name: 'action',
      label: text('action'),
      type: 'select',
      required: true,
      options: ACTIVITY_ACTIONS.map((value) => ({ label: text(`actions.${value}`), value })),
    },
    {
      name: 'kind',
      label: text('kind'),
      type: 'select',
      required: true,
      options: ACTIVITY_KINDS.map((value) => ({ label: text(`kinds.${value}`), value })),
    },
    // Empty for the company settings, which have no id.
    { name: 'recordId', label: text('recordId'), type: 'text', defaultValue: '' },
    { name: 'title', label: text('title'), type: 'text', required: true },
  ],
}
