/**
 * The sample catalogue: the manufacturer's own line-up. `images` name files in `./images`; the
 * first is the main image, the rest the gallery. It imports only import-free files, so the SPA can use
 * the same data as its built-in fallback and its test fixtures.
 */
import {
  POLISH_SPEC_KEY,
  SPEC_LANGUAGES,
  type EnglishSpecKey,
  type SpecLanguage,
} from '@sog/contract'

/** One language's rows: the Polish group has the Polish keys, the others the English ones. */
type SpecificationGroup = Record<string, string>

export type SampleFirearm = {
  id: string
  name: string
  category: string
  caliber: string
  barrelLength: string
  systemType: string
  pricePLN?: number | null
  priceEUR?: number | null
  price?: number | null
  // Free text: the spec's sample data spells one value "Pre-order"; the collection normalises it.
  availability: string
  isNew?: boolean
  description?: string
  images: string[]
  /**
   * The spec's pl and en groups always; it, de and fr as in answers, only when they hold rows
   * (docs/decisions/0142-spec-per-language.md). Every firearm built with `specs` has all five.
   */
  specifications: {
    pl: SpecificationGroup
    en: SpecificationGroup
    it?: SpecificationGroup
    de?: SpecificationGroup
    fr?: SpecificationGroup
  }
}

/** One specification row in every language. */
type Spec = Record<SpecLanguage, string>

function specs(rows: Partial<Record<SpecKey, Spec>>): Required<SampleFirearm['specifications']> {
  const groups = Object.fromEntries(SPEC_LANGUAGES.map((language) => [language, {}])) as Record<
    SpecLanguage,
    SpecificationGroup
  >
  for (const [key, spec] of Object.entries(rows) as [SpecKey, Spec][]) {
    for (const language of SPEC_LANGUAGES)
      groups[language][language === 'pl' ? POLISH_SPEC_KEY[key] : key] = spec[language]
  }
  return groups
}

type SpecKey = EnglishSpecKey

const AR_UPPER: Spec = {
  pl: 'Frezowany z aluminium 7075-T6, szyna Picatinny',
  en: 'Machined 7075-T6 aluminium, Picatinny rail',
  it: 'Alluminio 7075-T6 lavorato dal pieno, slitta Picatinny',
  de: 'Aus 7075-T6-Aluminium gefräst, Picatinny-Schiene',
  fr: 'Aluminium 7075-T6 usiné, rail Picatinny',
}
const AR_LOWER: Spec = {
  pl: 'Frezowany z aluminium 7075-T6, powiększony kabłąk',
  en: 'Machined 7075-T6 aluminium, enlarged trigger guard',
  it: 'Alluminio 7075-T6 lavorato dal pieno, ponticello maggiorato',
  de: 'Aus 7075-T6-Aluminium gefräst, vergrößerter Abzugsbügel',
  fr: 'Aluminium 7075-T6 usiné, pontet élargi',
}
const AR_BOLT: Spec = {
  pl: 'Stal Carpenter 158, fosforanowany, badany MPI',
  en: 'Carpenter 158 steel, phosphated, MPI tested',
  it: 'Acciaio Carpenter 158, fosfatato, testato MPI',
  de: 'Carpenter-158-Stahl, phosphatiert, MPI-geprüft',
  fr: 'Acier Carpenter 158, phosphaté, testé MPI',
}
const AMBI_SAFETY: Spec = {
  pl: 'Obustronny, 45°',
  en: 'Ambidextrous, 45° throw',
  it: 'Ambidestra, rotazione di 45°',
  de: 'Beidseitig, 45° Schwenkwinkel',
  fr: 'Ambidextre, rotation de 45°',
}
const AR_INCLUDED: Spec = {
  pl: 'Magazynek 30 nab., walizka, instrukcja',
  en: '30-round magazine, hard case, manual',
  it: 'Caricatore da 30 colpi, valigetta rigida, manuale',
  de: '30-Schuss-Magazin, Hartschalenkoffer, Bedienungsanleitung',
  fr: 'Chargeur de 30 coups, mallette rigide, manuel d’utilisation',
}
const AMBI_CHARGING_HANDLE: Spec = {
  pl: 'Obustronna',
  en: 'Ambidextrous',
  it: 'Ambidestra',
  de: 'Beidseitig',
  fr: 'Ambidextre',
}
const CARBINE_GAS: Spec = {
  pl: 'Karabinkowy',
  en: 'Carbine length',
  it: 'Lunghezza carabina',
  de: 'Karabinerlänge',
  fr: 'Longueur carabine',
}
const ADJUSTABLE_GAS_BLOCK: Spec = {
  pl: 'Regulowany',
  en: 'Adjustable',
  it: 'Regolabile',
  de: 'Einstellbar',
  fr: 'Réglable',
}
const AK_RECEIVER: Spec = {
  pl: 'Komora tłoczona 1 mm',
  en: '1 mm stamped receiver',
  it: 'Carcassa stampata da 1 mm',
  de: 'Gestanztes Gehäuse aus 1-mm-Blech',
  fr: 'Boîte de culasse emboutie de 1 mm',
}
const LONG_STROKE: Spec = {
  pl: 'Długi skok tłoka',
  en: 'Long-stroke piston',
  it: 'Pistone a corsa lunga',
  de: 'Langhubkolben',
  fr: 'Piston à course longue',
}
const CROSS_BOLT: Spec = {
  pl: 'Poprzeczny przycisk',
  en: 'Cross-bolt',
  it: 'Pulsante trasversale',
  de: 'Quersicherung',
  fr: 'Bouton transversal',
}
const BLACK: Spec = { pl: 'Czarny', en: 'Black', it: 'Nero', de: 'Schwarz', fr: 'Noir' }

/** A weight in kilograms: the English value with a decimal point, the others with a comma. */
const kg = (value: string): Spec => {
  const comma = `${value.replace('.', ',')} kg`
  return { pl: comma, en: `${value} kg`, it: comma, de: comma, fr: comma }
}

const inStock = 'In Stock'

export const SAMPLE_FIREARMS: SampleFirearm[] = [
  {
    id: 'sog-1700000000001-cb16a',
    name: 'SOG-15 Carbine',
    category: 'Rifle',
    caliber: '5.56x45mm NATO',
    barrelLength: '16"',
    systemType: 'Carbine',
    pricePLN: 8990,
    priceEUR: 2090,
    price: 2250,
    availability: inStock,
    isNew: false,
    description:
      'Our core semi-automatic carbine: a 16" chrome-moly barrel, free-floating M-LOK handguard and a six-position stock. Built and test-fired in Poznań.',
    images: ['sog-15-carbine.jpg', 'sog-15-carbine-2.jpg', 'sog-15-carbine-3.jpg'],
    specifications: specs({
      barrel: {
        pl: '16" CrMoV, skok 1:7, azotowana',
        en: '16" CrMoV, 1:7 twist, nitrided',
        it: '16" CrMoV, passo 1:7, nitrurata',
        de: '16" CrMoV, Drall 1:7, nitriert',
        fr: '16" CrMoV, pas de 1:7, nitruré',
      },
      upper: AR_UPPER,
      lower: AR_LOWER,
      bolt: AR_BOLT,
      gasBlock: {
        pl: 'Niskoprofilowy, stalowy',
        en: 'Low-profile steel',
        it: 'Basso profilo, in acciaio',
        de: 'Low-Profile, aus Stahl',
        fr: 'Bas profil, en acier',
      },
      gasSystem: CARBINE_GAS,
      color: BLACK,
      chargingHandle: AMBI_CHARGING_HANDLE,
      safety: AMBI_SAFETY,
      stock: {
        pl: 'Składana 6-pozycyjna, chwyt ergonomiczny',
        en: '6-position collapsible, ergonomic grip',
        it: 'Telescopico a 6 posizioni, impugnatura ergonomica',
        de: '6-fach teleskopierbar, ergonomischer Griff',
        fr: 'Télescopique 6 positions, poignée ergonomique',
      },
      weight: kg('2.9'),
      included: AR_INCLUDED,
    }),
  },
  {
    id: 'sog-1700000000002-ml18b',
    name: 'SOG-15 Mid-length FDE',
    category: 'Rifle',
    caliber: '5.56x45mm NATO',
    barrelLength: '18"',
    systemType: 'Mid-length',
    pricePLN: 9890,
    priceEUR: 2299,
    availability: 'Limited Stock',
    isNew: true,
    description:
      'An 18" mid-length build with a softer recoil impulse and longer sight radius, finished in Flat Dark Earth Cerakote.',
    images: ['sog-15-midlength.jpg', 'sog-15-midlength-2.jpg'],
    specifications: specs({
      barrel: {
        pl: '18" ze stali nierdzewnej, skok 1:8',
        en: '18" stainless, 1:8 twist',
        it: '18" in acciaio inox, passo 1:8',
        de: '18" Edelstahl, Drall 1:8',
        fr: '18" inox, pas de 1:8',
      },
      upper: AR_UPPER,
      lower: AR_LOWER,
      bolt: AR_BOLT,
      gasBlock: ADJUSTABLE_GAS_BLOCK,
      gasSystem: {
        pl: 'Średni (mid-length)',
        en: 'Mid-length',
        it: 'Media lunghezza (mid-length)',
        de: 'Mittellang (Mid-length)',
        fr: 'Mi-longueur (mid-length)',
      },
      color: {
        pl: 'FDE (Cerakote)',
        en: 'Flat Dark Earth (Cerakote)',
        it: 'Flat Dark Earth (Cerakote)',
        de: 'Flat Dark Earth (Cerakote)',
        fr: 'Flat Dark Earth (Cerakote)',
      },
      chargingHandle: AMBI_CHARGING_HANDLE,
      safety: AMBI_SAFETY,
      stock: {
        pl: 'Składana, regulowana poduszka policzkowa',
        en: 'Collapsible with adjustable cheek rest',
        it: 'Telescopico, con appoggiaguancia regolabile',
        de: 'Teleskopierbar, mit verstellbarer Schaftbacke',
        fr: 'Télescopique, avec busc réglable',
      },
      weight: kg('3.1'),
      included: AR_INCLUDED,
    }),
  },
  {
    id: 'sog-1700000000003-mk20c',
    name: 'SOG-10 Marksman',
    category: 'Rifle',
    caliber: '.308 Win',
    barrelLength: '20"',
    systemType: 'Rifle',
    pricePLN: 15490,
    priceEUR: 3599,
    availability: inStock,
    isNew: false,
    description:
      'A precision semi-automatic in .308 Win with a match-grade 20" barrel and a fixed precision stock, sub-MOA with quality ammunition.',
    images: ['sog-10-marksman.jpg', 'sog-10-marksman-2.jpg'],
    specifications: specs({
      barrel: {
        pl: '20" match, skok 1:10, hamulec wylotowy',
        en: '20" match grade, 1:10 twist, muzzle brake',
        it: '20" match grade, passo 1:10, freno di bocca',
        de: '20" Matchlauf, Drall 1:10, Mündungsbremse',
        fr: '20" qualité match, pas de 1:10, frein de bouche',
      },
      upper: {
        pl: 'Aluminium 7075-T6, szyna 20 MOA',
        en: '7075-T6 aluminium, 20 MOA rail',
        it: 'Alluminio 7075-T6, slitta 20 MOA',
        de: '7075-T6-Aluminium, 20-MOA-Schiene',
        fr: 'Aluminium 7075-T6, rail 20 MOA',
      },
      lower: AR_LOWER,
      bolt: {
        pl: 'Stal 9310, DLC',
        en: '9310 steel, DLC coated',
        it: 'Acciaio 9310, rivestimento DLC',
        de: '9310-Stahl, DLC-beschichtet',
        fr: 'Acier 9310, revêtement DLC',
      },
      gasBlock: ADJUSTABLE_GAS_BLOCK,
      gasSystem: {
        pl: 'Karabinowy (rifle)',
        en: 'Rifle length',
        it: 'Lunghezza fucile',
        de: 'Gewehrlänge',
        fr: 'Longueur fusil',
      },
      color: {
        pl: 'Czarny / szary',
        en: 'Black / grey',
        it: 'Nero / grigio',
        de: 'Schwarz / grau',
        fr: 'Noir / gris',
      },
      chargingHandle: {
        pl: 'Wydłużona, obustronna',
        en: 'Extended, ambidextrous',
        it: 'Maggiorata, ambidestra',
        de: 'Verlängert, beidseitig',
        fr: 'Allongé, ambidextre',
      },
      safety: AMBI_SAFETY,
      stock: {
        pl: 'Stała precyzyjna z regulacją',
        en: 'Fixed precision, adjustable',
        it: 'Fisso di precisione, regolabile',
        de: 'Fester Präzisionsschaft, verstellbar',
        fr: 'Fixe de précision, réglable',
      },
      weight: kg('4.6'),
      included: {
        pl: 'Magazynek 20 nab., walizka, protokół strzelania',
        en: '20-round magazine, hard case, test target',
        it: 'Caricatore da 20 colpi, valigetta rigida, bersaglio di prova',
        de: '20-Schuss-Magazin, Hartschalenkoffer, Anschussscheibe',
        fr: 'Chargeur de 20 coups, mallette rigide, cible d’essai',
      },
    }),
  },
  {
    id: 'sog-1700000000004-ak16d',
    name: 'SOG-AK Classic',
    category: 'Rifle',
    caliber: '7.62x39mm',
    barrelLength: '16"',
    systemType: 'AK',
    pricePLN: 7490,
    priceEUR: 1749,
    availability: inStock,
    isNew: false,
    description:
      'The classic long-stroke AK action with a stamped receiver and laminated wood furniture, made for years of hard use.',
    images: ['sog-ak-classic.jpg', 'sog-ak-classic-2.jpg'],
    specifications: specs({
      barrel: {
        pl: '16" chromowana wewnątrz',
        en: '16" chrome-lined',
        it: '16" cromata internamente',
        de: '16", innen verchromt',
        fr: '16" chromé intérieurement',
      },
      upper: {
        pl: 'Pokrywa tłoczona',
        en: 'Stamped dust cover',
        it: 'Coperchio antipolvere stampato',
        de: 'Gestanzter Gehäusedeckel',
        fr: 'Couvercle de boîte de culasse embouti',
      },
      lower: AK_RECEIVER,
      bolt: {
        pl: 'Kuty, obrotowy',
        en: 'Forged rotating bolt',
        it: 'Otturatore rotante forgiato',
        de: 'Geschmiedeter Drehkopfverschluss',
        fr: 'Culasse rotative forgée',
      },
      gasBlock: {
        pl: 'Kuty z podstawą bagnetu',
        en: 'Forged with bayonet lug',
        it: 'Forgiato, con attacco per baionetta',
        de: 'Geschmiedet, mit Bajonetthalter',
        fr: 'Forgé, avec tenon de baïonnette',
      },
      gasSystem: LONG_STROKE,
      color: {
        pl: 'Drewno laminowane / czarny',
        en: 'Laminated wood / black',
        it: 'Legno laminato / nero',
        de: 'Schichtholz / schwarz',
        fr: 'Bois lamellé / noir',
      },
      chargingHandle: {
        pl: 'Po prawej stronie',
        en: 'Right side',
        it: 'Lato destro',
        de: 'Rechts',
        fr: 'Côté droit',
      },
      safety: {
        pl: 'Klasyczny selektor',
        en: 'Classic selector lever',
        it: 'Leva selettrice classica',
        de: 'Klassischer Sicherungshebel',
        fr: 'Levier sélecteur classique',
      },
      stock: {
        pl: 'Drewniana stała',
        en: 'Fixed wooden stock',
        it: 'Calcio fisso in legno',
        de: 'Fester Holzschaft',
        fr: 'Crosse fixe en bois',
      },
      weight: kg('3.5'),
      included: {
        pl: 'Magazynek 30 nab., pas, walizka',
        en: '30-round magazine, sling, case',
        it: 'Caricatore da 30 colpi, cinghia, valigetta',
        de: '30-Schuss-Magazin, Trageriemen, Koffer',
        fr: 'Chargeur de 30 coups, sangle, mallette',
      },
    }),
  },
  {
    id: 'sog-1700000000005-akt6e',
    name: 'SOG-AK Tactical',
    category: 'Rifle',
    caliber: '7.62x39mm',
    barrelLength: '16"',
    systemType: 'AK',
    pricePLN: 8290,
    priceEUR: 1929,
    availability: 'Pre-Order',
    isNew: true,
    description:
      'The AK modernised: side-folding stock, full-length top rail, M-LOK handguard and an enhanced safety lever.',
    images: ['sog-ak-tactical.jpg'],
    specifications: specs({
      barrel: {
        pl: '16" chromowana wewnątrz, gwint 14x1 LH',
        en: '16" chrome-lined, 14x1 LH thread',
        it: '16" cromata internamente, filettatura 14x1 sinistrorsa',
        de: '16", innen verchromt, Gewinde 14x1 LH',
        fr: '16" chromé intérieurement, filetage 14x1 à gauche',
      },
      upper: {
        pl: 'Szyna Picatinny na całej długości',
        en: 'Full-length Picatinny rail',
        it: 'Slitta Picatinny a tutta lunghezza',
        de: 'Durchgehende Picatinny-Schiene',
        fr: 'Rail Picatinny pleine longueur',
      },
      lower: AK_RECEIVER,
      gasSystem: LONG_STROKE,
      color: {
        pl: 'Czarny polimer',
        en: 'Black polymer',
        it: 'Polimero nero',
        de: 'Schwarzes Polymer',
        fr: 'Polymère noir',
      },
      safety: {
        pl: 'Selektor z półką na palec',
        en: 'Extended selector with finger shelf',
        it: 'Selettore maggiorato con appoggio per il dito',
        de: 'Verlängerter Sicherungshebel mit Fingerauflage',
        fr: 'Sélecteur allongé avec appui pour l’index',
      },
      stock: {
        pl: 'Składana na bok, regulowana',
        en: 'Side-folding, adjustable',
        it: 'Pieghevole lateralmente, regolabile',
        de: 'Seitlich klappbar, verstellbar',
        fr: 'Repliable latéralement, réglable',
      },
      weight: kg('3.4'),
    }),
  },
  {
    id: 'sog-1700000000006-sb10f',
    name: 'SOG-15 SBR 10.5',
    category: 'Rifle',
    caliber: '5.56x45mm NATO',
    barrelLength: '10.5"',
    systemType: 'Carbine',
    pricePLN: 8490,
    priceEUR: 1975,
    availability: 'Out of Stock',
    isNew: false,
    description:
      'A compact 10.5" build for vehicles and close quarters, with a pistol brace and a flash hider.',
    images: ['sog-15-sbr.jpg'],
    specifications: specs({
      barrel: {
        pl: '10,5" CrMoV, skok 1:7',
        en: '10.5" CrMoV, 1:7 twist',
        it: '10,5" CrMoV, passo 1:7',
        de: '10,5" CrMoV, Drall 1:7',
        fr: '10,5" CrMoV, pas de 1:7',
      },
      upper: AR_UPPER,
      lower: AR_LOWER,
      bolt: AR_BOLT,
      gasSystem: CARBINE_GAS,
      color: BLACK,
      safety: AMBI_SAFETY,
      weight: kg('2.5'),
    }),
  },
  {
    id: 'sog-1700000000007-p75g',
    name: 'SOG-300 Pistol',
    category: 'Pistol',
    caliber: '.300 BLK',
    barrelLength: '7.5"',
    systemType: 'Pistol',
    pricePLN: 8790,
    priceEUR: 2045,
    availability: 'Limited Stock',
    isNew: true,
    description:
      'An AR pistol in .300 Blackout, optimised for suppressed use with a 7.5" barrel and pistol-length gas system.',
    images: ['sog-300-pistol.jpg'],
    specifications: specs({
      barrel: {
        pl: '7,5" skok 1:8, gwint 5/8x24',
        en: '7.5" 1:8 twist, 5/8x24 thread',
        it: '7,5" passo 1:8, filettatura 5/8x24',
        de: '7,5" Drall 1:8, Gewinde 5/8x24',
        fr: '7,5" pas de 1:8, filetage 5/8x24',
      },
      gasSystem: {
        pl: 'Pistoletowy',
        en: 'Pistol length',
        it: 'Lunghezza pistola',
        de: 'Pistolenlänge',
        fr: 'Longueur pistolet',
      },
      color: {
        pl: 'Szary tungsten',
        en: 'Tungsten grey',
        it: 'Grigio Tungsten',
        de: 'Tungsten-Grau',
        fr: 'Gris Tungsten',
      },
      stock: {
        pl: 'Stabilizator przedramienia',
        en: 'Pistol stabilising brace',
        it: 'Stabilizzatore da avambraccio',
        de: 'Unterarmstütze (Pistol Brace)',
        fr: 'Stabilisateur d’avant-bras',
      },
      weight: kg('2.3'),
    }),
  },
  {
    id: 'sog-1700000000008-s185h',
    name: 'SOG-12 Tactical',
    category: 'Shotgun',
    caliber: '12 Gauge',
    barrelLength: '18.5"',
    systemType: 'Semi-Auto',
    pricePLN: 6990,
    priceEUR: 1625,
    availability: inStock,
    isNew: false,
    description:
      'A gas-operated semi-automatic 12 gauge with an 18.5" barrel, 7+1 tube magazine and ghost-ring sights.',
    images: ['sog-12-tactical.jpg', 'sog-12-tactical-2.jpg'],
    specifications: specs({
      barrel: {
        pl: '18,5", wymienne czoki',
        en: '18.5", interchangeable chokes',
        it: '18,5", strozzatori intercambiabili',
        de: '18,5", Wechselchokes',
        fr: '18,5", chokes interchangeables',
      },
      gasSystem: {
        pl: 'Samoregulujący',
        en: 'Self-regulating',
        it: 'Autoregolante',
        de: 'Selbstregulierend',
        fr: 'Autorégulé',
      },
      color: BLACK,
      safety: CROSS_BOLT,
      stock: {
        pl: 'Polimerowa z chwytem pistoletowym',
        en: 'Polymer pistol-grip stock',
        it: 'Calcio in polimero con impugnatura a pistola',
        de: 'Polymerschaft mit Pistolengriff',
        fr: 'Crosse en polymère à poignée pistolet',
      },
      weight: kg('3.3'),
      included: {
        pl: '3 czoki, klucz, walizka',
        en: '3 chokes, wrench, case',
        it: '3 strozzatori, chiave, valigetta',
        de: '3 Chokes, Chokeschlüssel, Koffer',
        fr: '3 chokes, clé, mallette',
      },
    }),
  },
  {
    id: 'sog-1700000000009-f28i',
    name: 'SOG-12 Field',
    category: 'Shotgun',
    caliber: '12 Gauge',
    barrelLength: '28"',
    systemType: 'Semi-Auto',
    pricePLN: 7590,
    priceEUR: 1765,
    availability: 'Pre-order',
    isNew: false,
    description: 'A 28" vent-rib field shotgun with a walnut stock for hunting and clay sports.',
    images: ['sog-12-field.jpg'],
    specifications: specs({
      barrel: {
        pl: '28", szyna wentylowana',
        en: '28", ventilated rib',
        it: '28", bindella ventilata',
        de: '28", ventilierte Laufschiene',
        fr: '28", bande ventilée',
      },
      color: {
        pl: 'Orzech / czarny',
        en: 'Walnut / black',
        it: 'Noce / nero',
        de: 'Nussbaum / schwarz',
        fr: 'Noyer / noir',
      },
      safety: CROSS_BOLT,
      stock: {
        pl: 'Orzechowa, olejowana',
        en: 'Oiled walnut',
        it: 'Noce oliato',
        de: 'Nussbaum, geölt',
        fr: 'Noyer huilé',
      },
      weight: kg('3.4'),
    }),
  },
  {
    id: 'sog-1700000000010-p9j',
    name: 'SOG-P9',
    category: 'Pistol',
    caliber: '9mm',
    barrelLength: '4.5"',
    systemType: 'Semi-Auto',
    pricePLN: 3290,
    priceEUR: 765,
    availability: inStock,
    isNew: false,
    description:
      'A full-size striker-fired 9mm pistol with an optics-ready slide and a 17-round magazine.',
    images: ['sog-p9.jpg', 'sog-p9-2.jpg'],
    specifications: specs({
      barrel: {
        pl: '4,5" poligonalna',
        en: '4.5" polygonal',
        it: '4,5" poligonale',
        de: '4,5", Polygonprofil',
        fr: '4,5" polygonal',
      },
      color: BLACK,
      safety: {
        pl: 'Bezpiecznik spustowy',
        en: 'Trigger safety',
        it: 'Sicura sul grilletto',
        de: 'Abzugssicherung',
        fr: 'Sûreté de détente',
      },
      weight: kg('0.72'),
      included: {
        pl: '2 magazynki 17 nab., kabura, walizka',
        en: 'Two 17-round magazines, holster, case',
        it: 'Due caricatori da 17 colpi, fondina, valigetta',
        de: 'Zwei 17-Schuss-Magazine, Holster, Koffer',
        fr: 'Deux chargeurs de 17 coups, holster, mallette',
      },
    }),
  },
  {
    id: 'sog-1700000000011-p9ck',
    name: 'SOG-P9 Compact OD',
    category: 'Pistol',
    caliber: '9mm',
    barrelLength: '3.9"',
    systemType: 'Semi-Auto',
    pricePLN: 3190,
    priceEUR: 745,
    availability: 'Discontinued',
    isNew: false,
    description:
      'The compact P9 for concealed carry, with an OD green frame and a 15-round magazine.',
    images: ['sog-p9-compact.jpg'],
    specifications: specs({
      barrel: {
        pl: '3,9" poligonalna',
        en: '3.9" polygonal',
        it: '3,9" poligonale',
        de: '3,9", Polygonprofil',
        fr: '3,9" polygonal',
      },
      color: {
        pl: 'Zielony OD / czarny',
        en: 'OD green / black',
        it: 'Verde OD / nero',
        de: 'OD-Grün / schwarz',
        fr: 'Vert OD / noir',
      },
      weight: kg('0.65'),
    }),
  },
  {
    id: 'sog-1700000000012-pcc1l',
    name: 'SOG-9 PCC',
    category: 'Rifle',
    caliber: '9mm',
    barrelLength: '16"',
    systemType: 'Carbine',
    pricePLN: 6490,
    priceEUR: 1509,
    availability: inStock,
    isNew: true,
    description:
      'A blowback pistol-calibre carbine that takes common 9mm magazines, soft-shooting and quiet.',
    images: ['sog-9-pcc.jpg'],
    // Polish rows only, on purpose: the firearm whose specifications other languages do not get
    // (the web's compare test relies on it).
    specifications: {
      pl: { lufa: '16" skok 1:10', kolor: 'Czarny', waga: '2,7 kg' },
      en: {},
    },
  },
]

export const SAMPLE_FILTER_OPTIONS = {
  category: ['Rifle', 'Shotgun', 'Pistol'],
  caliber: ['5.56x45mm NATO', '7.62x39mm', '.308 Win', '.300 BLK', '9mm', '12 Gauge'],
  barrelLength: ['3.9"', '4.5"', '7.5"', '10.5"', '16"', '18"', '18.5"', '20"', '28"'],
  systemType: ['Carbine', 'Mid-length', 'Rifle', 'AK', 'Pistol', 'Semi-Auto'],
} as const
