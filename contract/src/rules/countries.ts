/**
 * The countries of the dealer network. PL pays in PLN, the euro area in EUR (Bulgaria since
 * 1 January 2026); the others keep their own currency, and the catalogue falls back across
 * prices for them (docs/product.md, "Prices").
 */
export const LANGUAGES = ['en', 'pl', 'it', 'de', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

export type Country = {
  code: string
  currency: string
  name: Record<Language, string>
}

type Row = [
  code: string,
  currency: string,
  en: string,
  pl: string,
  it: string,
  de: string,
  fr: string,
]

const rows: Row[] = [
  ['PL', 'PLN', 'Poland', 'Polska', 'Polonia', 'Polen', 'Pologne'],
  ['AT', 'EUR', 'Austria', 'Austria', 'Austria', 'Österreich', 'Autriche'],
  ['BE', 'EUR', 'Belgium', 'Belgia', 'Belgio', 'Belgien', 'Belgique'],
  ['BG', 'EUR', 'Bulgaria', 'Bułgaria', 'Bulgaria', 'Bulgarien', 'Bulgarie'],
  ['HR', 'EUR', 'Croatia', 'Chorwacja', 'Croazia', 'Kroatien', 'Croatie'],
  ['CY', 'EUR', 'Cyprus', 'Cypr', 'Cipro', 'Zypern', 'Chypre'],
  ['CZ', 'CZK', 'Czechia', 'Czechy', 'Cechia', 'Tschechien', 'Tchéquie'],
  ['DK', 'DKK', 'Denmark', 'Dania', 'Danimarca', 'Dänemark', 'Danemark'],
  ['EE', 'EUR', 'Estonia', 'Estonia', 'Estonia', 'Estland', 'Estonie'],
  ['FI', 'EUR', 'Finland', 'Finlandia', 'Finlandia', 'Finnland', 'Finlande'],
  ['FR', 'EUR', 'France', 'Francja', 'Francia', 'Frankreich', 'France'],
  ['DE', 'EUR', 'Germany', 'Niemcy', 'Germania', 'Deutschland', 'Allemagne'],
  ['GR', 'EUR', 'Greece', 'Grecja', 'Grecia', 'Griechenland', 'Grèce'],
  ['HU', 'HUF', 'Hungary', 'Węgry', 'Ungheria', 'Ungarn', 'Hongrie'],
  ['IE', 'EUR', 'Ireland', 'Irlandia', 'Irlanda', 'Irland', 'Irlande'],
  ['IT', 'EUR', 'Italy', 'Włochy', 'Italia', 'Italien', 'Italie'],
  ['LV', 'EUR', 'Latvia', 'Łotwa', 'Lettonia', 'Lettland', 'Lettonie'],
  ['LT', 'EUR', 'Lithuania', 'Litwa', 'Lituania', 'Litauen', 'Lituanie'],
  ['LU', 'EUR', 'Luxembourg', 'Luksemburg', 'Lussemburgo', 'Luxemburg', 'Luxembourg'],
  ['MT', 'EUR', 'Malta', 'Malta', 'Malta', 'Malta', 'Malte'],
  ['NL', 'EUR', 'Netherlands', 'Holandia', 'Paesi Bassi', 'Niederlande', 'Pays-Bas'],
  ['NO', 'NOK', 'Norway', 'Norwegia', 'Norvegia', 'Norwegen', 'Norvège'],
  ['PT', 'EUR', 'Portugal', 'Portugalia', 'Portogallo', 'Portugal', 'Portugal'],
  ['RO', 'RON', 'Romania', 'Rumunia', 'Romania', 'Rumänien', 'Roumanie'],
  ['SK', 'EUR', 'Slovakia', 'Słowacja', 'Slovacchia', 'Slowakei', 'Slovaquie'],
  ['SI', 'EUR', 'Slovenia', 'Słowenia', 'Slovenia', 'Slowenien', 'Slovénie'],
  ['ES', 'EUR', 'Spain', 'Hiszpania', 'Spagna', 'Spanien', 'Espagne'],
  ['SE', 'SEK', 'Sweden', 'Szwecja', 'Svezia', 'Schweden', 'Suède'],
  ['CH', 'CHF', 'Switzerland', 'Szwajcaria', 'Svizzera', 'Schweiz', 'Suisse'],
  [
    'GB',
    'GBP',
    'United Kingdom',
    'Wielka Brytania',
    'Regno Unito',
    'Vereinigtes Königreich',
    'Royaume-Uni',
  ],
]

export const COUNTRIES: Country[] = rows.map(([code, currency, en, pl, it, de, fr]) => ({
  code,
  currency,
  name: { en, pl, it, de, fr },
}))

export const COUNTRY_CODES = COUNTRIES.map((c) => c.code)

/** The country's name in the language, English for another language; an unknown code as it is. */
export function countryName(code: string, language: string): string {
  const country = COUNTRIES.find((entry) => entry.code === code)
  if (!country) return code
  return language in country.name ? country.name[language as Language] : country.name.en
}
