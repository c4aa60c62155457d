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
    'Licence of the Polish Ministry of the Interior No. B-014/2018 to manufacture and trade in firearms and ammunition\nISO 9001:2015 — quality management system',
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
      hours: 'Mon–Fri 8:00–17:00',
    },
    {
      city: 'Warszawa (showroom)',
      address: 'ul. Grzybowska 5, 00-132 Warszawa',
      phone: '+48 22 333 44 55',
      hours: 'Mon–Fri 10:00–18:00, Sat 10:00–14:00',
    },
  ],
}

type Translated = { pl: string; it: string; de: string; fr: string }

/**
 * The company's prose in the other languages (docs/decisions/0169-translatable-settings.md):
 * the description, the licences and each location's hours, in the order of `multipleLocations`.
 */
export const SAMPLE_COMPANY_TRANSLATIONS: {
  companyDescription: Translated
  licenses: Translated
  hours: Translated[]
} = {
  companyDescription: {
    pl: 'SOG Firearms projektuje i produkuje nowoczesne karabiny, strzelby i pistolety w Poznaniu.\n\nKażda broń jest montowana, przestrzeliwana i sprawdzana u nas, zanim trafi do autoryzowanych dealerów w całej Europie.',
    it: 'SOG Firearms progetta e produce fucili, fucili a canna liscia e pistole moderni a Poznań, in Polonia.\n\nOgni arma viene assemblata, provata al tiro e ispezionata internamente prima di raggiungere i nostri rivenditori autorizzati in tutta Europa.',
    de: 'SOG Firearms entwickelt und fertigt moderne Gewehre, Flinten und Pistolen in Posen, Polen.\n\nJede Waffe wird im eigenen Haus montiert, probegeschossen und geprüft, bevor sie unsere autorisierten Händler in ganz Europa erreicht.',
    fr: 'SOG Firearms conçoit et fabrique des carabines, des fusils de chasse et des pistolets modernes à Poznań, en Pologne.\n\nChaque arme est assemblée, éprouvée au tir et contrôlée dans nos ateliers avant de rejoindre nos revendeurs agréés dans toute l’Europe.',
  },
  licenses: {
    pl: 'Koncesja MSWiA nr B-014/2018 na wytwarzanie i obrót bronią i amunicją\nISO 9001:2015 — system zarządzania jakością',
    it: 'Licenza del Ministero dell’Interno polacco n. B-014/2018 per la fabbricazione e il commercio di armi e munizioni\nISO 9001:2015 — sistema di gestione della qualità',
    de: 'Konzession des polnischen Innenministeriums Nr. B-014/2018 zur Herstellung von und zum Handel mit Waffen und Munition\nISO 9001:2015 — Qualitätsmanagementsystem',
    fr: 'Licence du ministère polonais de l’Intérieur n° B-014/2018 pour la fabrication et le commerce d’armes et de munitions\nISO 9001:2015 — système de management de la qualité',
  },
  hours: [
    {
      pl: 'Pn–Pt 8:00–17:00',
      it: 'Lun–Ven 8:00–17:00',
      de: 'Mo–Fr 8:00–17:00',
      fr: 'Lun–Ven 8h00–17h00',
    },
    {
      pl: 'Pn–Pt 10:00–18:00, Sob 10:00–14:00',
      it: 'Lun–Ven 10:00–18:00, Sab 10:00–14:00',
      de: 'Mo–Fr 10:00–18:00, Sa 10:00–14:00',
      fr: 'Lun–Ven 10h00–18h00, Sam 10h00–14h00',
    },
  ],
}
