/**
 * Translations of the sample data (docs/decisions/0140-translatable-data.md): the options' names
 * visitors of each language read, and some descriptions. Calibers, barrel lengths and "AK" read
 * the same in every language, so they have none and show their English names. Import-free, like
 * the rest of the samples.
 */
type Names = Record<string, { pl: string; it: string; de: string; fr: string }>

const RIFLE = { pl: 'Karabin', it: 'Fucile', de: 'Gewehr', fr: 'Fusil' }
const PISTOL = { pl: 'Pistolet', it: 'Pistola', de: 'Pistole', fr: 'Pistolet' }

export const SAMPLE_OPTION_LABELS: {
  category: Names
  caliber: Names
  barrelLength: Names
  systemType: Names
} = {
  category: {
    Rifle: RIFLE,
    Shotgun: { pl: 'Strzelba', it: 'Fucile a canna liscia', de: 'Flinte', fr: 'Fusil de chasse' },
    Pistol: PISTOL,
  },
  caliber: {
    '12 Gauge': { pl: 'Kaliber 12', it: 'Calibro 12', de: 'Kaliber 12', fr: 'Calibre 12' },
  },
  barrelLength: {},
  systemType: {
    Carbine: { pl: 'Karabinek', it: 'Carabina', de: 'Karabiner', fr: 'Carabine' },
    'Mid-length': {
      pl: 'Średnia długość',
      it: 'Media lunghezza',
      de: 'Mittellang',
      fr: 'Mi-longueur',
    },
    Rifle: RIFLE,
    Pistol: PISTOL,
    'Semi-Auto': {
      pl: 'Samopowtarzalny',
      it: 'Semiautomatico',
      de: 'Halbautomatisch',
      fr: 'Semi-automatique',
    },
  },
}

/** Descriptions in the other languages, by firearm id; the rest read English. */
export const SAMPLE_DESCRIPTIONS: Record<
  string,
  { pl?: string; it?: string; de?: string; fr?: string }
> = {
  'sog-1700000000001-cb16a': {
    pl: 'Nasz podstawowy karabinek samopowtarzalny: lufa 16" ze stali chromowo-molibdenowej, pływające łoże M-LOK i sześciopozycyjna kolba. Zbudowany i przestrzelany w Poznaniu.',
    it: 'La nostra carabina semiautomatica di base: canna da 16" in acciaio al cromo-molibdeno, astina flottante M-LOK e calcio a sei posizioni. Costruita e provata al tiro a Poznań.',
    de: 'Unser semiautomatischer Standardkarabiner: 16"-Lauf aus Chrom-Molybdän-Stahl, freischwingender M-LOK-Handschutz und sechsfach verstellbarer Schaft. Gebaut und probegeschossen in Posen.',
    fr: 'Notre carabine semi-automatique de base : canon de 16" en acier chrome-molybdène, garde-main flottant M-LOK et crosse à six positions. Fabriquée et éprouvée au tir à Poznań.',
  },
  'sog-1700000000002-ml18b': {
    pl: 'Wersja 18" z układem gazowym średniej długości: łagodniejszy odrzut i dłuższa linia celowania, wykończona Cerakote w kolorze Flat Dark Earth.',
    it: 'Una versione da 18" a presa di gas media: rinculo più morbido e linea di mira più lunga, con finitura Cerakote Flat Dark Earth.',
    de: 'Ein 18"-Aufbau mit mittellangem Gassystem: sanfterer Rückstoß und längere Visierlinie, in Flat Dark Earth Cerakote.',
    fr: 'Une version 18" à emprunt de gaz mi-long : recul plus doux et ligne de visée plus longue, finition Cerakote Flat Dark Earth.',
  },
}
