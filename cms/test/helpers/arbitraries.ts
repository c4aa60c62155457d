import fc from 'fast-check'
import { z } from 'zod'

/**
 * fast-check arbitraries of a route's input, generated from its zod schema: the schema's JSON
 * Schema (zod's own `toJSONSchema`, as the OpenAPI document has it) gives the shape and bounds,
 * and every value is kept only when the schema itself accepts it, so refinements the JSON
 * Schema cannot say (no control characters, two decimals, known countries) hold too. Fields
 * whose valid values are data (an existing option name, a unique e-mail) take an override.
 * zod-fast-check, the library for this, supports zod 3 and fast-check 3 only (issue 27).
 */

type JsonSchema = {
  $ref?: string
  $defs?: Record<string, JsonSchema>
  type?: string
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  maxItems?: number
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  multipleOf?: number
}

/** Overrides by the field's dotted path (`specifications.en.barrel`, `country`). */
export type Overrides = Record<string, fc.Arbitrary<unknown>>

/** Text as people type it: letters of the five languages, spaces at either end, markup, emoji. */
const CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻäöüßÄÖÜàèéìòùçÉ',
  ...' .,-\'"&<>/()!?:;#%+',
  '\n',
  '😀',
  '“',
  '€',
]
const character = fc.constantFrom(...CHARACTERS)
/** One UTF-16 unit each, so a text of the field's longest length is exactly that long. */
const narrow = fc.constantFrom(...CHARACTERS.filter((c) => c.length === 1 && c !== '\n'))

/** Text of `min` to `max` characters, now and then exactly `max` (the longest the field takes). */
export function textOf(min: number, max: number): fc.Arbitrary<string> {
  const short = fc
    .array(character, { minLength: min, maxLength: Math.max(min, Math.min(max, 40)) })
    .map((chars) => chars.join(''))
  if (max > 2_000) return short
  const longest = fc
    .array(narrow, { minLength: max, maxLength: max })
    .map((chars) => chars.join(''))
  return fc.oneof({ weight: 5, arbitrary: short }, { weight: 1, arbitrary: longest })
}

function decimals(step: number): number {
  const [, fraction = ''] = String(step).split('.')
  return fraction.length
}

function number(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? 0
  const max = schema.maximum ?? min + 100_000
  if (schema.type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  // Money has cents, rates four decimals, coordinates six: steps of 0.01 unless the schema says.
  const step = schema.multipleOf ?? 0.01
  const places = decimals(step)
  return fc
    .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
    .map((k) => Number((k * step).toFixed(places)))
}

function walk(
  schema: JsonSchema,
  root: JsonSchema,
  overrides: Overrides,
  path: string,
): fc.Arbitrary<unknown> {
  const override = overrides[path]
  if (override) return override
  if (schema.$ref) {
    const name = schema.$ref.replace('#/$defs/', '')
    return walk(root.$defs?.[name] ?? {}, root, overrides, path)
  }
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => walk(s, root, overrides, path)))
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {})
      const shape = Object.fromEntries(
        properties.map(([key, value]) => [
          key,
          walk(value, root, overrides, path ? `${path}.${key}` : key),
        ]),
      )
      return fc.record(shape, { requiredKeys: schema.required ?? [] })
    }
    case 'array':
      return fc.array(walk(schema.items ?? {}, root, overrides, `${path}[]`), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    case 'string':
      // E-mail addresses from fast-check's own generator: the rule's lookahead is more than its
      // regular-expression generator reads.
      if (schema.pattern?.includes('@')) return fc.emailAddress()
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((value) => value.length <= (schema.maxLength ?? Infinity))
      return textOf(schema.minLength ?? 0, schema.maxLength ?? 200)
    case 'number':
    case 'integer':
      return number(schema)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.constant(undefined)
  }
}

/** Inputs the schema accepts, as a client may send them (before the schema's normalisation). */
export function inputOf<S extends z.ZodType>(
  schema: S,
  overrides: Overrides = {},
): fc.Arbitrary<z.input<S>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return walk(json, json, overrides, '').filter(
    (value) => schema.safeParse(value).success,
  ) as fc.Arbitrary<z.input<S>>
}

/**
 * The same input with every optional field cleared the way its schema allows (null, else '',
 * else left out), the required ones kept: what a form sends when a person empties everything.
 */
export function cleared<S extends z.ZodType>(schema: S, input: z.input<S>): z.input<S> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const root = json.$ref ? (json.$defs?.[json.$ref.replace('#/$defs/', '')] ?? json) : json
  const required = new Set(root.required ?? [])
  const result: Record<string, unknown> = { ...(input as Record<string, unknown>) }
  for (const [key, property] of Object.entries(root.properties ?? {})) {
    if (required.has(key)) continue
    const options = property.anyOf ?? [property]
    if (options.some((option) => option.type === 'null')) result[key] = null
    else if (options.some((option) => option.const === '')) result[key] = ''
    else Reflect.deleteProperty(result, key)
  }
  return result as z.input<S>
}
