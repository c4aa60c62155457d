/**
 * The manufacturer's company settings as plain data (the description as plain text). This file
 * imports nothing, so the SPA's tests use the same company as the seed.
 */
export const COMPANY_DESCRIPTION =
  'SOG Firearms designs and manufactures modern rifles, shotguns and pistols in Poznań, Poland.\n\nEvery firearm is assembled, test-fired and inspected in-house before it reaches our authorized dealers across Europe.'

export const SAMPLE_COMPANY = {
  companyName: 'SOG Firearms Sp. z o.o.',
  companyDescription: COMPANY_DESCRIPTION,
  contactEmail: 'kontakt@sog-firearms.pl',
  contactPhone: '+48 61 222 33 44',
  companyAddress: 'ul. Przemysłowa 12\n61-541 Poznań\nPolska',
  websiteUrl: 'https://www.sog-firearms.pl',
  vatId: 'PL7792501234',
  krs: '0000712345',
  regon: '369123456',
  licenses:
    'Koncesja MSWiA nr B-014/2018 na wytwarzanie i obrót bronią i amunicją\nISO 9001:2015 — system zarządzania jakością',
  socialMedia: {
    facebook: 'https://facebook.com/sogfirearms',
    twitter: 'https://x.com/sogfirearms',
    instagram: 'https://instagram.com/sogfirearms',
  },
  multipleLocations: [
    {
      city: 'Poznań',
      address: 'ul. Przemysłowa 12, 61-541 Poznań',
      phone: '+48 61 222 33 44',
      hours: 'Pn–Pt 8:00–17:00',
    },
    {
      city: 'Warszawa (showroom)',
      address: 'ul. Grzybowska 5, 00-132 Warszawa',
      phone: '+48 22 333 44 55',
      hours: 'Pn–Pt 10:00–18:00, Sob 10:00–14:00',
    },
  ],
}
