import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { checkText, trimmed } from '@/lib/validators'

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const

const trimHook = { beforeValidate: [({ value }: { value?: unknown }) => trimmed(value)] }

/**
 * Messages from the public contact form.
 *
 * | operation | admin | editor | dealer | anonymous            |
 * |-----------|-------|--------|--------|----------------------|
 * | read      | yes   | no     | no     | no                   |
 * | create    | yes   | yes    | yes    | yes (status new)     |
 * | update    | yes   | no     | no     | no                   |
 * | delete    | yes   | no     | no     | no                   |
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject'],
    group: 'Inbox',
  },
  defaultSort: '-createdAt',
  access: {
    read: isAdmin,
    create: anyone,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: CONTACT_LIMITS.name,
          hooks: trimHook,
          validate: (value: unknown) =>
            checkText(value, 'Name', { maxLength: CONTACT_LIMITS.name }),
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          hooks: trimHook,
        },
      ],
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: CONTACT_LIMITS.subject,
      hooks: trimHook,
      validate: (value: unknown) =>
        checkText(value, 'Subject', { maxLength: CONTACT_LIMITS.subject }),
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: CONTACT_LIMITS.message,
      validate: (value: unknown) =>
        checkText(value, 'Message', { maxLength: CONTACT_LIMITS.message }),
      admin: { rows: 8 },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Read', value: 'read' },
      ],
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
  ],
}
