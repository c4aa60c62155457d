import {
  COUNTRIES,
  REQUEST_KINDS,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  RequestInput,
} from '@sog/contract'
import type { CollectionConfig } from 'payload'

import { panelText, sectionText } from '@/i18n/texts'
import { fixedAfterCreate } from '@/access/fixedAfterCreate'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isRequestForm } from '@/access/isRequestForm'
import { isRequestRecipient } from '@/access/isRequestRecipient'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'
import { fieldRule, trimHook } from '@/lib/field-rules'
import { CONTENT_LOCALES } from '@/lib/locales'
import { notifyRequest } from './hooks/notifyRequest'

const fixed = { update: fixedAfterCreate }

const text = sectionText('requests')

/**
 * Price and availability requests from visitors, to the company or to a dealer listed where to
 * buy the firearm (docs/product.md, "Requests"; docs/decisions/0162-requests.md).
 *
 * | operation | admin | editor | dealer                      | anonymous                      |
 * |-----------|-------|--------|-----------------------------|--------------------------------|
 * | read      | all   | no     | those sent to it            | no                             |
 * | create    | no    | no     | no                          | through POST /api/requests only |
 * | update    | all   | no     | those sent to it (status)   | no                             |
 * | delete    | yes   | no     | no                          | no                             |
 *
 * What the visitor sent never changes after it is stored; only an administrator passes a request
 * on to another recipient. Requests older than the company settings' retention period are
 * removed (retention.ts).
 */

export const Requests: CollectionConfig = {
  slug: 'requests',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'firearmName',
    defaultColumns: ['firearmName', 'kind', 'name', 'dealer', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'firearmName'],
    group: panelText('groups.inbox'),
  },
  defaultSort: '-createdAt',
  hooks: { beforeOperation: [refuseUnsafeQueries], afterChange: [notifyRequest] },
  access: {
    read: isRequestRecipient,
    create: isRequestForm,
    update: isRequestRecipient,
    delete: isAdmin,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: text('kind'),
          type: 'select',
          required: true,
          options: REQUEST_KINDS.map((kind) => ({ label: text(`kinds.${kind}`), value: kind })),
          access: fixed,
        },
        {
          name: 'status',
          label: text('status'),
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: REQUEST_STATUSES.map((status) => ({
            label: text(`statuses.${status}`),
            value: status,
          })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'firearm',
          label: text('firearm'),
          type: 'relationship',
          relationTo: 'firearms',
          index: true,
          access: fixed,
          admin: { description: text('firearmHint') },
        },
        {
          name: 'firearmName',
          label: text('firearmName'),
          type: 'text',
          required: true,
          access: fixed,
          admin: { description: text('firearmNameHint') },
        },
      ],
    },
    {
      name: 'dealer',
      label: text('dealer'),
      type: 'relationship',
      relationTo: 'dealers',
      index: true,
      access: { update: isAdminField },
      admin: { description: text('dealerHint') },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: text('name'),
          type: 'text',
          required: true,
          maxLength: REQUEST_LIMITS.name,
          hooks: trimHook,
          validate: fieldRule(RequestInput.shape.name, text('name')),
          access: fixed,
        },
        {
          name: 'email',
          label: text('email'),
          type: 'email',
          required: true,
          hooks: trimHook,
          access: fixed,
        },
        {
          name: 'phone',
          label: text('phone'),
          type: 'text',
          maxLength: REQUEST_LIMITS.phone,
          hooks: trimHook,
          access: fixed,
        },
      ],
    },
    {
      name: 'message',
      label: text('message'),
      type: 'textarea',
      maxLength: REQUEST_LIMITS.message,
      validate: fieldRule(RequestInput.shape.message, text('message')),
      access: fixed,
      admin: { rows: 6 },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          label: text('language'),
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: CONTENT_LOCALES.map(({ code, label }) => ({ label, value: code })),
          access: fixed,
          admin: { description: text('languageHint') },
        },
        {
          name: 'country',
          label: text('country'),
          type: 'select',
          required: true,
          index: true,
          options: COUNTRIES.map((c) => ({ label: c.name, value: c.code })),
          access: fixed,
          admin: { description: text('countryHint') },
        },
      ],
    },
  ],
}
