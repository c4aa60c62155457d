/** Specification keys and labels (docs/product.md, "Firearm"), in the order the forms show them. */
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
  en: [
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
  ],
} as const satisfies Record<'pl' | 'en', readonly (readonly [string, string])[]>

export type SpecLanguage = keyof typeof SPEC_FIELDS

export type EnglishSpecKey = (typeof SPEC_FIELDS.en)[number][0]

/** The Polish key of each English one: the two lists pair up by position. */
export const POLISH_SPEC_KEY = Object.fromEntries(
  SPEC_FIELDS.en.map(([english], i) => [english, SPEC_FIELDS.pl[i]![0]]),
) as Record<EnglishSpecKey, string>
