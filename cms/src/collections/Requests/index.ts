import {
  COUNTRIES,
  LANGUAGES,
  REQUEST_KINDS,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  RequestInput,
} from '@sog/contract'
import type { CollectionConfig } from 'payload'

import { fixedAfterCreate } from '@/access/fixedAfterCreate'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isRequestForm } from '@/access/isRequestForm'
import { isRequestRecipient } from '@/access/isRequestRecipient'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'
import { fieldRule, trimHook } from '@/lib/field-rules'
import { notifyRequest } from './hooks/notifyRequest'

const fixed = { update: fixedAfterCreate }
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

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
  labels: { singular: 'Price or availability request', plural: 'Price and availability requests' },
  admin: {
    useAsTitle: 'firearmName',
    defaultColumns: ['firearmName', 'kind', 'name', 'dealer', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'firearmName'],
    group: 'Inbox',
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
          type: 'select',
          required: true,
          options: REQUEST_KINDS.map((kind) => ({ label: label(kind), value: kind })),
          access: fixed,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: REQUEST_STATUSES.map((status) => ({ label: label(status), value: status })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'firearm',
          type: 'relationship',
          relationTo: 'firearms',
          index: true,
          access: fixed,
          admin: { description: 'Empty once the firearm is deleted; its name stays.' },
        },
        {
          name: 'firearmName',
          type: 'text',
          required: true,
          access: fixed,
          admin: { description: 'The firearm’s name when the request was sent.' },
        },
      ],
    },
    {
      name: 'dealer',
      type: 'relationship',
      relationTo: 'dealers',
      index: true,
      access: { update: isAdminField },
      admin: { description: 'The dealer asked; empty: the company.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: REQUEST_LIMITS.name,
          hooks: trimHook,
          validate: fieldRule(RequestInput.shape.name, 'Name'),
          access: fixed,
        },
        { name: 'email', type: 'email', required: true, hooks: trimHook, access: fixed },
        {
          name: 'phone',
          type: 'text',
          maxLength: REQUEST_LIMITS.phone,
          hooks: trimHook,
          access: fixed,
        },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      maxLength: REQUEST_LIMITS.message,
      validate: fieldRule(RequestInput.shape.message, 'Message'),
      access: fixed,
      admin: { rows: 6 },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: LANGUAGES.map((language) => ({ label: language, value: language })),
          access: fixed,
          admin: { description: 'The visitor’s language.' },
        },
        {
          name: 'country',
          type: 'select',
          required: true,
          index: true,
          options: COUNTRIES.map((c) => ({ label: c.name.en, value: c.code })),
          access: fixed,
          admin: { description: 'The visitor’s country.' },
        },
      ],
    },
  ],
}
