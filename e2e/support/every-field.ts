import { expect, type Locator, type Page } from '@playwright/test'

import { ADMIN } from './api'
import { logIn } from './ui'

/**
 * How a journey edits one field of a form and reads it back from the screen. `V` is the value
 * as the contract stores it (trimmed); `fill` types it as a person would, with stray spaces
 * where the field is text.
 */
export type Field<V> = {
  fill: (form: Locator, value: V) => Promise<void>
  expectShown: (form: Locator, value: V) => Promise<void>
}

/** One `Field` per key of a form's values: TypeScript fails the build when a key has none. */
export type Fields<T> = { [K in keyof T]-?: Field<T[K]> }

/**
 * The contract's input fields are the form's, those the journey covers, plus those it names as
 * not the form's to edit (with the reason): a field added to the contract fails the journey
 * until it is covered here, whatever TypeScript let through.
 */
export function expectEveryField(
  schema: { shape: Record<string, unknown> },
  covered: object,
  notEdited: Record<string, string>,
): void {
  expect(
    [...Object.keys(covered), ...Object.keys(notEdited)].sort(),
    'the fields the journey edits, and those it names as no field of the form',
  ).toEqual(Object.keys(schema.shape).sort())
}

/** Types every field's value, in the order given. */
export async function fillAll<T>(form: Locator, fields: Fields<T>, values: T): Promise<void> {
  for (const key of Object.keys(fields) as (keyof T)[]) await fields[key].fill(form, values[key])
}

/** Reads every field back from the screen. */
export async function expectAllShown<T>(form: Locator, fields: Fields<T>, values: T) {
  for (const key of Object.keys(fields) as (keyof T)[])
    await softly(`${String(key)} reads back`, () => fields[key].expectShown(form, values[key]))
}

// Soft per field: one run lists every field that did not come back, not just the first.
async function softly(title: string, body: () => Promise<void>) {
  try {
    await body()
  } catch (error) {
    expect.soft(error, title).toBeUndefined()
  }
}

/** A text box found by its label: typed with spaces around, stored and shown trimmed. */
export const textField = (label: (form: Locator) => Locator): Field<string> => ({
  fill: async (form, value) => {
    await label(form).fill(value ? `  ${value}  ` : '')
  },
  expectShown: async (form, value) => {
    await expect(label(form)).toHaveValue(value)
  },
})

/** A number box: empty for null. */
export const numberField = (label: (form: Locator) => Locator): Field<number | null> => ({
  fill: async (form, value) => {
    await label(form).fill(value === null ? '' : String(value))
  },
  expectShown: async (form, value) => {
    await expect(label(form)).toHaveValue(value === null ? '' : String(value))
  },
})

/**
 * A price typed key by key as a Polish or German person writes it, with a decimal comma; shown
 * back as stored (docs/decisions/0199-decimals-as-written.md). A number field once
 * took the comma for grouping and stored a hundred times the price.
 */
export const commaDecimalField = (label: (form: Locator) => Locator): Field<number | null> => ({
  fill: async (form, value) => {
    await label(form).clear()
    if (value !== null) await label(form).pressSequentially(String(value).replace('.', ','))
  },
  expectShown: numberField(label).expectShown,
})

/** A native select chosen by the option a person reads. */
export const selectField = (
  label: (form: Locator) => Locator,
  optionLabel: (value: string) => string = (value) => value,
): Field<string> => ({
  fill: async (form, value) => {
    await label(form).selectOption({ label: optionLabel(value) })
  },
  expectShown: async (form, value) => {
    await expect(label(form)).toHaveValue(value)
  },
})

export async function adminLogIn(page: Page): Promise<void> {
  await logIn(page, '/admin/login', ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}
