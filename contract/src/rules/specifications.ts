import type { Language } from './countries'

/** The English rows; Italian, German and French use the same keys (docs/decisions/0142-spec-per-language.md). */
const ENGLISH_SPEC_FIELDS = [
  ['barrel', 'Barrel'],
  ['upper', 'Upper'],
  ['lower', 'Lower'],
  ['bolt', 'Bolt'],
  ['gasBlock', 'Gas Block'],
  ['gasSystem', 'Gas System'],
  ['color', 'Color'],
  ['chargingHandle', 'Charging Handle'],
  ['safety', 'Safety'],
  ['stock', 'Stock'],
  ['weight', 'Weight'],
  ['included', 'Included'],
] as const

/**
 * Specification keys and labels (docs/product.md, "Firearm"), in the order the forms show them:
 * the spec's Polish and English groups, and one group per other language with the English keys.
 */
export const SPEC_FIELDS = {
  pl: [
    ['lufa', 'Lufa'],
    ['upper', 'Upper'],
    ['lower', 'Lower'],
    ['zamek', 'Zamek'],
    ['blokGazowy', 'Blok Gazowy'],
    ['systemGazowy', 'System Gazowy'],
    ['kolor', 'Kolor'],
    ['dzwignia', 'Dźwignia Przeładowania'],
    ['bezpiecznik', 'Bezpiecznik'],
    ['kolba', 'Kolba i Chwyt'],
    ['waga', 'Waga'],
    ['wZestawie', 'W Zestawie'],
  ],
  en: ENGLISH_SPEC_FIELDS,
  it: ENGLISH_SPEC_FIELDS,
  de: ENGLISH_SPEC_FIELDS,
  fr: ENGLISH_SPEC_FIELDS,
} as const satisfies Record<Language, readonly (readonly [string, string])[]>

export type SpecLanguage = keyof typeof SPEC_FIELDS

/** The groups in the order the forms show them. */
export const SPEC_LANGUAGES = [
  'pl',
  'en',
  'it',
  'de',
  'fr',
] as const satisfies readonly SpecLanguage[]

/** The groups beyond the spec's two: present in answers only when they hold rows. */
export const EXTRA_SPEC_LANGUAGES = ['it', 'de', 'fr'] as const satisfies readonly SpecLanguage[]

export type EnglishSpecKey = (typeof SPEC_FIELDS.en)[number][0]

/** The Polish key of each English one: the two lists pair up by position. */
export const POLISH_SPEC_KEY = Object.fromEntries(
  SPEC_FIELDS.en.map(([english], i) => [english, SPEC_FIELDS.pl[i]![0]]),
) as Record<EnglishSpecKey, string>
