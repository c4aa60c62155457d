import { CONTACT_LIMITS, ContactInput } from '@sog/contract'
import type { CollectionConfig } from 'payload'

import { panelText, sectionText } from '@/i18n/texts'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrContactForm } from '@/access/isAdminOrContactForm'
import { fieldRule, trimHook } from '@/lib/field-rules'
import { notifyContact } from './hooks/notifyContact'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

const text = sectionText('contacts')

/**
 * Messages from the public contact form.
 *
 * | operation | admin | editor | dealer | anonymous                         |
 * |-----------|-------|--------|--------|-----------------------------------|
 * | read      | yes   | no     | no     | no                                |
 * | create    | yes   | no     | no     | through /api/contact/submit only  |
 * | update    | yes   | no     | no     | no                                |
 * | delete    | yes   | no     | no     | no                                |
 *
 * The contact form's route (rate-limited) creates messages with status new; Payload's own REST
 * API takes none from the public.
 */

export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject'],
    group: panelText('groups.inbox'),
  },
  defaultSort: '-createdAt',
  hooks: { beforeOperation: [refuseUnsafeQueries], afterChange: [notifyContact] },
  access: {
    read: isAdmin,
    create: isAdminOrContactForm,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: text('name'),
          type: 'text',
          required: true,
          maxLength: CONTACT_LIMITS.name,
          hooks: trimHook,
          validate: fieldRule(ContactInput.shape.name, text('name')),
        },
        {
          name: 'email',
          label: text('email'),
          type: 'email',
          required: true,
          hooks: trimHook,
        },
      ],
    },
    {
      name: 'subject',
      label: text('subject'),
      type: 'text',
      required: true,
      maxLength: CONTACT_LIMITS.subject,
      hooks: trimHook,
      validate: fieldRule(ContactInput.shape.subject, text('subject')),
    },
    {
      name: 'message',
      label: text('message'),
      type: 'textarea',
      required: true,
      maxLength: CONTACT_LIMITS.message,
      validate: fieldRule(ContactInput.shape.message, text('message')),
      admin: { rows: 8 },
    },
    {
      name: 'status',
      label: text('status'),
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: text('statuses.new'), value: 'new' },
        { label: text('statuses.read'), value: 'read' },
      ],
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
  ],
}
