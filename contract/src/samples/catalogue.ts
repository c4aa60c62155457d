/**
 * The sample catalogue: the manufacturer's own line-up. `images` name files in `./images`; the
 * first is the main image, the rest the gallery. It imports only import-free files, so the SPA can use
 * the same data as its built-in fallback and its test fixtures.
 */
import { POLISH_SPEC_KEY, type EnglishSpecKey } from '../rules/specifications'

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
  specifications: { pl: Record<string, string>; en: Record<string, string> }
}

type Spec = [pl: string, en: string]

function specs(rows: Partial<Record<SpecKey, Spec>>): SampleFirearm['specifications'] {
  const pl: Record<string, string> = {}
  const en: Record<string, string> = {}
  for (const [key, [plText, enText]] of Object.entries(rows) as [SpecKey, Spec][]) {
    pl[POLISH_SPEC_KEY[key]] = plText
    en[key] = enText
  }
  return { pl, en }
}

type SpecKey = EnglishSpecKey

const AR_UPPER: Spec = [
  'Frezowany z aluminium 7075-T6, szyna Picatinny',
  'Machined 7075-T6 aluminium, Picatinny rail',
]
const AR_LOWER: Spec = [
  'Frezowany z aluminium 7075-T6, powiększony kabłąk',
  'Machined 7075-T6 aluminium, enlarged trigger guard',
]
const AR_BOLT: Spec = [
  'Stal Carpenter 158, fosforanowany, badany MPI',
  'Carpenter 158 steel, phosphated, MPI tested',
]
const AMBI_SAFETY: Spec = ['Obustronny, 45°', 'Ambidextrous, 45° throw']
const AR_INCLUDED: Spec = [
  'Magazynek 30 nab., walizka, instrukcja',
  '30-round magazine, hard case, manual',
]

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
      barrel: ['16" CrMoV, skok 1:7, azotowana', '16" CrMoV, 1:7 twist, nitrided'],
      upper: AR_UPPER,
      lower: AR_LOWER,
      bolt: AR_BOLT,
      gasBlock: ['Niskoprofilowy, stalowy', 'Low-profile steel'],
      gasSystem: ['Karabinkowy', 'Carbine length'],
      color: ['Czarny', 'Black'],
      chargingHandle: ['Obustronna', 'Ambidextrous'],
      safety: AMBI_SAFETY,
      stock: ['Składana 6-pozycyjna, chwyt ergonomiczny', '6-position collapsible, ergonomic grip'],
      weight: ['2,9 kg', '2.9 kg'],
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
      barrel: ['18" ze stali nierdzewnej, skok 1:8', '18" stainless, 1:8 twist'],
      upper: AR_UPPER,
      lower: AR_LOWER,
      bolt: AR_BOLT,
      gasBlock: ['Regulowany', 'Adjustable'],
      gasSystem: ['Średni (mid-length)', 'Mid-length'],
      color: ['FDE (Cerakote)', 'Flat Dark Earth (Cerakote)'],
      chargingHandle: ['Obustronna', 'Ambidextrous'],
      safety: AMBI_SAFETY,
      stock: ['Składana, regulowana poduszka policzkowa', 'Collapsible with adjustable cheek rest'],
      weight: ['3,1 kg', '3.1 kg'],
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
      barrel: [
        '20" match, skok 1:10, hamulec wylotowy',
        '20" match grade, 1:10 twist, muzzle brake',
      ],
      upper: ['Aluminium 7075-T6, szyna 20 MOA', '7075-T6 aluminium, 20 MOA rail'],
      lower: AR_LOWER,
      bolt: ['Stal 9310, DLC', '9310 steel, DLC coated'],
      gasBlock: ['Regulowany', 'Adjustable'],
      gasSystem: ['Karabinowy (rifle)', 'Rifle length'],
      color: ['Czarny / szary', 'Black / grey'],
      chargingHandle: ['Wydłużona, obustronna', 'Extended, ambidextrous'],
      safety: AMBI_SAFETY,
      stock: ['Stała precyzyjna z regulacją', 'Fixed precision, adjustable'],
      weight: ['4,6 kg', '4.6 kg'],
      included: [
        'Magazynek 20 nab., walizka, protokół strzelania',
        '20-round magazine, hard case, test target',
      ],
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
      barrel: ['16" chromowana wewnątrz', '16" chrome-lined'],
      upper: ['Pokrywa tłoczona', 'Stamped dust cover'],
      lower: ['Komora tłoczona 1 mm', '1 mm stamped receiver'],
      bolt: ['Kuty, obrotowy', 'Forged rotating bolt'],
      gasBlock: ['Kuty z podstawą bagnetu', 'Forged with bayonet lug'],
      gasSystem: ['Długi skok tłoka', 'Long-stroke piston'],
      color: ['Drewno laminowane / czarny', 'Laminated wood / black'],
      chargingHandle: ['Po prawej stronie', 'Right side'],
      safety: ['Klasyczny selektor', 'Classic selector lever'],
      stock: ['Drewniana stała', 'Fixed wooden stock'],
      weight: ['3,5 kg', '3.5 kg'],
      included: ['Magazynek 30 nab., pas, walizka', '30-round magazine, sling, case'],
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
      barrel: ['16" chromowana wewnątrz, gwint 14x1 LH', '16" chrome-lined, 14x1 LH thread'],
      upper: ['Szyna Picatinny na całej długości', 'Full-length Picatinny rail'],
      lower: ['Komora tłoczona 1 mm', '1 mm stamped receiver'],
      gasSystem: ['Długi skok tłoka', 'Long-stroke piston'],
      color: ['Czarny polimer', 'Black polymer'],
      safety: ['Selektor z półką na palec', 'Extended selector with finger shelf'],
      stock: ['Składana na bok, regulowana', 'Side-folding, adjustable'],
      weight: ['3,4 kg', '3.4 kg'],
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
      barrel: ['10,5" CrMoV, skok 1:7', '10.5" CrMoV, 1:7 twist'],
      upper: AR_UPPER,
      lower: AR_LOWER,
      bolt: AR_BOLT,
      gasSystem: ['Karabinkowy', 'Carbine length'],
      color: ['Czarny', 'Black'],
      safety: AMBI_SAFETY,
      weight: ['2,5 kg', '2.5 kg'],
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
      barrel: ['7,5" skok 1:8, gwint 5/8x24', '7.5" 1:8 twist, 5/8x24 thread'],
      gasSystem: ['Pistoletowy', 'Pistol length'],
      color: ['Szary tungsten', 'Tungsten grey'],
      stock: ['Stabilizator przedramienia', 'Pistol stabilising brace'],
      weight: ['2,3 kg', '2.3 kg'],
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
      barrel: ['18,5", wymienne czoki', '18.5", interchangeable chokes'],
      gasSystem: ['Samoregulujący', 'Self-regulating'],
      color: ['Czarny', 'Black'],
      safety: ['Poprzeczny przycisk', 'Cross-bolt'],
      stock: ['Polimerowa z chwytem pistoletowym', 'Polymer pistol-grip stock'],
      weight: ['3,3 kg', '3.3 kg'],
      included: ['3 czoki, klucz, walizka', '3 chokes, wrench, case'],
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
      barrel: ['28", szyna wentylowana', '28", ventilated rib'],
      color: ['Orzech / czarny', 'Walnut / black'],
      safety: ['Poprzeczny przycisk', 'Cross-bolt'],
      stock: ['Orzechowa, olejowana', 'Oiled walnut'],
      weight: ['3,4 kg', '3.4 kg'],
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
      barrel: ['4,5" poligonalna', '4.5" polygonal'],
      color: ['Czarny', 'Black'],
      safety: ['Bezpiecznik spustowy', 'Trigger safety'],
      weight: ['0,72 kg', '0.72 kg'],
      included: ['2 magazynki 17 nab., kabura, walizka', 'Two 17-round magazines, holster, case'],
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
      barrel: ['3,9" poligonalna', '3.9" polygonal'],
      color: ['Zielony OD / czarny', 'OD green / black'],
      weight: ['0,65 kg', '0.65 kg'],
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
