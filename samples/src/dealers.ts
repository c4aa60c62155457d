/**
 * The authorized dealers of the sample network. This file imports nothing, so the SPA's public
 * directory can fall back to the same list when the server cannot be reached.
 */
export type SampleDealer = {
  username: string
  name: string
  email: string
  phone: string
  address: string
  city: string
  // The countries the sample network covers.
  country: 'PL' | 'DE' | 'AT' | 'IT' | 'CH'
  website: string
  hours: string
  specialties: string[]
  rating: number
  established: number
  isActive: boolean
  /** Where the store is (WGS 84), for the directory's map and distances. */
  latitude: number
  longitude: number
}

/** Password of every sample dealer account, for local use only (see README). */
export const SAMPLE_DEALER_PASSWORD = 'dealer123'

/** The public directory's dealers, each with a portal account `username` / SAMPLE_DEALER_PASSWORD. */
export const SAMPLE_DEALERS: SampleDealer[] = [
  {
    username: 'strzelec-warszawa',
    name: 'Strzelec Warszawa',
    email: 'sklep@strzelec-warszawa.pl',
    phone: '+48 22 628 14 50',
    address: 'ul. Marszałkowska 84',
    city: 'Warszawa',
    country: 'PL',
    website: 'www.strzelec-warszawa.pl',
    hours: 'Pn–Pt 10:00–18:00, Sob 10:00–14:00',
    specialties: ['Rifles', 'Optics', 'Sport shooting', 'Reloading'],
    rating: 4.8,
    established: 1998,
    isActive: true,
    latitude: 52.2287,
    longitude: 21.0113,
  },
  {
    username: 'militaria-krakow',
    name: 'Militaria Kraków',
    email: 'biuro@militaria-krakow.pl',
    phone: '+48 12 421 77 30',
    address: 'ul. Długa 41',
    city: 'Kraków',
    country: 'PL',
    website: 'militaria-krakow.pl',
    hours: 'Pn–Pt 9:00–17:00',
    specialties: ['AK platform', 'Collector firearms'],
    rating: 4.5,
    established: 2005,
    isActive: true,
    latitude: 50.0689,
    longitude: 19.9365,
  },
  {
    username: 'poznan-tactical',
    name: 'Poznań Tactical',
    email: 'kontakt@poznantactical.pl',
    phone: '+48 61 852 40 12',
    address: 'ul. Głogowska 120',
    city: 'Poznań',
    country: 'PL',
    website: 'https://poznantactical.pl',
    hours: 'Pn–Sob 9:00–19:00',
    specialties: ['Training', 'Pistols', 'Shotguns'],
    rating: 4.9,
    established: 2012,
    isActive: true,
    latitude: 52.3923,
    longitude: 16.8993,
  },
  {
    username: 'waffen-bauer',
    name: 'Waffen Bauer GmbH',
    email: 'info@waffen-bauer.de',
    phone: '+49 89 2317 660',
    address: 'Leopoldstraße 52',
    city: 'München',
    country: 'DE',
    website: 'www.waffen-bauer.de',
    hours: 'Mo–Fr 9:00–18:30, Sa 9:00–14:00',
    specialties: ['Hunting', 'Rifles', 'Gunsmithing'],
    rating: 4.7,
    established: 1976,
    isActive: true,
    latitude: 48.1598,
    longitude: 11.5853,
  },
  {
    username: 'jagd-sport-wien',
    name: 'Jagd & Sport Wien',
    email: 'office@jagdsport-wien.at',
    phone: '+43 1 512 34 88',
    address: 'Mariahilfer Straße 71',
    city: 'Wien',
    country: 'AT',
    website: 'jagdsport-wien.at',
    hours: 'Mo–Fr 9:00–18:00',
    specialties: ['Hunting', 'Shotguns'],
    rating: 4.4,
    established: 1989,
    isActive: true,
    latitude: 48.1978,
    longitude: 16.348,
  },
  {
    username: 'armeria-lombarda',
    name: 'Armeria Lombarda',
    email: 'negozio@armerialombarda.it',
    phone: '+39 02 8645 2210',
    address: 'Via Torino 38',
    city: 'Milano',
    country: 'IT',
    website: 'www.armerialombarda.it',
    hours: 'Lun–Ven 9:30–19:00, Sab 9:30–13:00',
    specialties: ['Sport shooting', 'Shotguns', 'Pistols', 'Accessories'],
    rating: 4.6,
    established: 1961,
    isActive: true,
    latitude: 45.4608,
    longitude: 9.1848,
  },
  {
    username: 'buechsenmacher-zuerich',
    name: 'Büchsenmacher Keller AG',
    email: 'info@keller-waffen.ch',
    phone: '+41 44 211 56 40',
    address: 'Bahnhofstrasse 19',
    city: 'Zürich',
    country: 'CH',
    website: 'keller-waffen.ch',
    hours: 'Mo–Fr 8:30–18:00, Sa 9:00–16:00',
    specialties: ['Precision rifles', 'Gunsmithing'],
    rating: 5,
    established: 1952,
    isActive: true,
    latitude: 47.3711,
    longitude: 8.5389,
  },
]
