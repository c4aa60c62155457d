import { LANGUAGE_NAMES, LANGUAGES, SPEC_FIELDS } from '@sog/contract'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { COLLECTIONS } from '@/collections'
import { GLOBALS } from '@/globals'

/**
 * Where a text is the same in every language of the panel: the Polish specification rows keep
 * their own names (they name the Polish texts), and each language is named in itself.
 */
const SAME_IN_EVERY_LANGUAGE: [RegExp, Set<unknown>][] = [
  [/^firearms\.specifications\.pl\.\w+ label$/, new Set(SPEC_FIELDS.pl.map(([, label]) => label))],
  [/^requests\.\(row\)\.language option$/, new Set(Object.values(LANGUAGE_NAMES))],
]

const sameInEveryLanguage = (where: string, text: unknown) =>
  SAME_IN_EVERY_LANGUAGE.some(([place, texts]) => place.test(where) && texts.has(text))

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
    if (field.type === 'array')
      own.push(
        [`${name} singular`, field.labels?.singular],
        [`${name} plural`, field.labels?.plural],
      )
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
      ([where, text]) => !isPanelText(text) && !sameInEveryLanguage(where, text),
    )
    expect(untranslated.map(([where, text]) => `${where}: ${JSON.stringify(text)}`)).toEqual([])
  })
})
