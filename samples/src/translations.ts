/**
 * Translations of the sample data (docs/decisions/0140-translatable-data.md): the options' names
 * visitors of each language read, and the descriptions. Calibers, barrel lengths and "AK" read
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

/** Descriptions in the other languages, by firearm id: every sample firearm that has one. */
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
  'sog-1700000000003-mk20c': {
    pl: 'Precyzyjny karabin samopowtarzalny w kalibrze .308 Win z lufą 20" klasy match i stałą kolbą precyzyjną; z dobrą amunicją skupienie poniżej 1 MOA.',
    it: 'Un semiautomatico di precisione in .308 Win con canna match da 20" e calcio fisso di precisione, sub-MOA con munizioni di qualità.',
    de: 'Ein halbautomatisches Präzisionsgewehr in .308 Win mit 20"-Matchlauf und festem Präzisionsschaft, mit guter Munition sub-MOA.',
    fr: 'Un fusil semi-automatique de précision en .308 Win avec canon match de 20" et crosse fixe de précision, sub-MOA avec des munitions de qualité.',
  },
  'sog-1700000000004-ak16d': {
    pl: 'Klasyczny mechanizm AK z długim skokiem tłoka, tłoczoną komorą zamkową oraz kolbą i łożem z drewna laminowanego, zbudowany na lata intensywnej eksploatacji.',
    it: 'Il classico sistema AK a pistone a corsa lunga, con carcassa stampata e calciatura in legno laminato, fatto per anni di uso intenso.',
    de: 'Das klassische AK-System mit Langhubkolben, gestanztem Gehäuse sowie Schaft und Handschutz aus Schichtholz, gebaut für jahrelangen harten Einsatz.',
    fr: 'Le mécanisme AK classique à piston à course longue, avec boîte de culasse emboutie et garnitures en bois lamellé, conçu pour des années d’usage intensif.',
  },
  'sog-1700000000005-akt6e': {
    pl: 'AK w nowoczesnym wydaniu: kolba składana na bok, szyna górna na całej długości, łoże M-LOK i ulepszona dźwignia bezpiecznika.',
    it: 'L’AK modernizzato: calcio pieghevole lateralmente, slitta superiore a tutta lunghezza, astina M-LOK e leva della sicura migliorata.',
    de: 'Die AK, modernisiert: seitlich klappbarer Schaft, durchgehende obere Schiene, M-LOK-Handschutz und verbesserter Sicherungshebel.',
    fr: 'L’AK modernisé : crosse repliable latéralement, rail supérieur pleine longueur, garde-main M-LOK et levier de sûreté amélioré.',
  },
  'sog-1700000000006-sb10f': {
    pl: 'Kompaktowa wersja 10,5" do pojazdów i walki na krótkim dystansie, ze stabilizatorem przedramienia i tłumikiem płomienia.',
    it: 'Una versione compatta da 10,5" per veicoli e combattimento ravvicinato, con stabilizzatore da avambraccio e spegnifiamma.',
    de: 'Ein kompakter 10,5"-Aufbau für Fahrzeuge und den Nahbereich, mit Unterarmstütze und Mündungsfeuerdämpfer.',
    fr: 'Une version compacte de 10,5" pour les véhicules et le combat rapproché, avec stabilisateur d’avant-bras et cache-flamme.',
  },
  'sog-1700000000007-p75g': {
    pl: 'Pistolet AR w kalibrze .300 Blackout, zoptymalizowany do strzelania z tłumikiem, z lufą 7,5" i układem gazowym długości pistoletowej.',
    it: 'Una pistola AR in .300 Blackout, ottimizzata per l’uso con silenziatore, con canna da 7,5" e presa di gas lunghezza pistola.',
    de: 'Eine AR-Pistole in .300 Blackout, optimiert für den Einsatz mit Schalldämpfer, mit 7,5"-Lauf und Gassystem in Pistolenlänge.',
    fr: 'Un pistolet AR en .300 Blackout, optimisé pour le tir avec modérateur de son, avec canon de 7,5" et emprunt de gaz longueur pistolet.',
  },
  'sog-1700000000008-s185h': {
    pl: 'Samopowtarzalna strzelba kalibru 12 z automatyką gazową, lufą 18,5", magazynkiem rurowym 7+1 i przyrządami celowniczymi typu ghost ring.',
    it: 'Un fucile semiautomatico a presa di gas calibro 12 con canna da 18,5", serbatoio tubolare 7+1 e mire ghost ring.',
    de: 'Eine halbautomatische Flinte im Kaliber 12 mit Gasdruckladesystem, 18,5"-Lauf, Röhrenmagazin 7+1 und Ghost-Ring-Visierung.',
    fr: 'Un fusil semi-automatique à emprunt de gaz en calibre 12, avec canon de 18,5", magasin tubulaire 7+1 et organes de visée ghost ring.',
  },
  'sog-1700000000009-f28i': {
    pl: 'Strzelba polowa z lufą 28" z szyną wentylowaną i kolbą z orzecha, do polowań i strzelań do rzutków.',
    it: 'Un fucile da caccia con canna da 28" a bindella ventilata e calcio in noce, per la caccia e il tiro a volo.',
    de: 'Eine Jagdflinte mit 28"-Lauf, ventilierter Laufschiene und Nussbaumschaft für Jagd und Wurfscheibenschießen.',
    fr: 'Un fusil de chasse à canon de 28" et bande ventilée, avec crosse en noyer, pour la chasse et le tir aux plateaux.',
  },
  'sog-1700000000010-p9j': {
    pl: 'Pełnowymiarowy pistolet 9mm z mechanizmem iglicowym, zamkiem przygotowanym pod celownik optyczny i magazynkiem na 17 naboi.',
    it: 'Una pistola 9mm full-size a percussore lanciato, con carrello predisposto per ottiche e caricatore da 17 colpi.',
    de: 'Eine großformatige 9mm-Pistole mit Schlagbolzenschloss, für Optiken vorbereitetem Schlitten und 17-Schuss-Magazin.',
    fr: 'Un pistolet 9mm pleine taille à percuteur lancé, avec culasse prête à recevoir une optique et chargeur de 17 coups.',
  },
  'sog-1700000000011-p9ck': {
    pl: 'Kompaktowy P9 do noszenia ukrytego, ze szkieletem w kolorze zielonym OD i magazynkiem na 15 naboi.',
    it: 'La P9 compatta per il porto occulto, con fusto verde OD e caricatore da 15 colpi.',
    de: 'Die kompakte P9 zum verdeckten Tragen, mit OD-grünem Griffstück und 15-Schuss-Magazin.',
    fr: 'Le P9 compact pour le port discret, avec carcasse vert OD et chargeur de 15 coups.',
  },
  'sog-1700000000012-pcc1l': {
    pl: 'Karabinek z zamkiem swobodnym na amunicję pistoletową, przyjmujący popularne magazynki 9mm, łagodny w strzelaniu i cichy.',
    it: 'Una carabina in calibro da pistola a massa battente che accetta i comuni caricatori 9mm, dal rinculo morbido e silenziosa.',
    de: 'Ein Karabiner im Pistolenkaliber mit Masseverschluss, der gängige 9mm-Magazine aufnimmt: sanft im Schuss und leise.',
    fr: 'Une carabine en calibre pistolet à culasse libre qui accepte les chargeurs 9mm courants : douce au tir et silencieuse.',
  },
}
