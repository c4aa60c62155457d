import { LANGUAGE_NAMES, LANGUAGES, SPEC_FIELDS } from '@sog/contract'
import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { Activity } from '@/collections/Activity'
import { Admins } from '@/collections/Admins'
import { Contacts } from '@/collections/Contacts'
import { Dealers } from '@/collections/Dealers'
import { FilterOptions } from '@/collections/FilterOptions'
import { Firearms } from '@/collections/Firearms'
import { Inventory } from '@/collections/Inventory'
import { Media } from '@/collections/Media'
import { Requests } from '@/collections/Requests'
import { LegalTexts } from '@/globals/LegalTexts'
import { Settings } from '@/globals/Settings'

const COLLECTIONS: CollectionConfig[] = [
  Activity,
  Admins,
  Contacts,
  Dealers,
  FilterOptions,
  Firearms,
  Inventory,
  Media,
  Requests,
]
const GLOBALS: GlobalConfig[] = [LegalTexts, Settings]

/**
 * Texts that are the same in every language of the panel: the Polish specification rows' own
 * names (they name the Polish texts) and each language under its own name.
 */
const SAME_IN_EVERY_LANGUAGE = new Set<unknown>([
  ...SPEC_FIELDS.pl.map(([, label]) => label),
  ...Object.values(LANGUAGE_NAMES),
])

/** A text Payload shows in the panel's language: one non-empty string per language. */
function isPanelText(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const entries = Object.entries(value)
  return (
    entries.length === LANGUAGES.length &&
    entries.every(
      ([language, text]) =>
        LANGUAGES.includes(language as never) && typeof text === 'string' && text.trim() !== '',
    )
  )
}

/** Every text of a field and the fields within it, by where it is shown. */
function textsOf(fields: Field[], path: string): [string, unknown][] {
  return fields.flatMap((field): [string, unknown][] => {
    const name = 'name' in field ? `${path}.${field.name}` : `${path}.(${field.type})`
    const own: [string, unknown][] = []
    if ('name' in field || field.type === 'collapsible') own.push([`${name} label`, field.label])
    const description = field.admin && 'description' in field.admin && field.admin.description
    if (description) own.push([`${name} description`, description])
    if ('options' in field)
      for (const option of field.options)
        own.push([`${name} option`, typeof option === 'string' ? option : option.label])
    if (field.type === 'array') own.push([`${name} labels`, field.labels?.singular])
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab, index) => [
        [`${name}[${index}] label`, tab.label] as [string, unknown],
        ...(tab.description
          ? [[`${name}[${index}] description`, tab.description] as [string, unknown]]
          : []),
        ...textsOf(tab.fields, `${name}[${index}]`),
      ])
    return 'fields' in field ? [...own, ...textsOf(field.fields, name)] : own
  })
}

const everyText: [string, unknown][] = [
  ...COLLECTIONS.flatMap((collection): [string, unknown][] => [
    [`${collection.slug} singular`, collection.labels?.singular],
    [`${collection.slug} plural`, collection.labels?.plural],
    [`${collection.slug} group`, collection.admin?.group],
    ...textsOf(collection.fields, collection.slug),
  ]),
  ...GLOBALS.flatMap((global): [string, unknown][] => [
    [`${global.slug} label`, global.label],
    [`${global.slug} group`, global.admin?.group],
    ...textsOf(global.fields, global.slug),
  ]),
]

describe('the panel’s labels', () => {
  it('names every collection, global, field, tab, option and hint in all five languages', () => {
    expect(everyText.length).toBeGreaterThan(150)
    const untranslated = everyText.filter(
      ([, text]) => !isPanelText(text) && !SAME_IN_EVERY_LANGUAGE.has(text),
    )
    expect(untranslated.map(([where, text]) => `${where}: ${JSON.stringify(text)}`)).toEqual([])
  })
})
