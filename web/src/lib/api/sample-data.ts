import { toAvailability, type ApiFirearm, type ApiPublicDealer } from '@sog/contract'
import { SAMPLE_DEALERS, SAMPLE_FIREARMS } from '@sog/samples'

/**
 * The seed's sample catalogue and dealer network in the shapes /api serves. The SPA falls back
 * to them when the server cannot be reached (docs/product.md, "States", "Initial data"; section 2,
 * dealers directory), and the web tests use them as the server's data. Images live on the
 * server, so the fallback carries none.
 */
/** Examples were never edited: they carry the earliest version there is. */
const SAMPLE_VERSION = new Date(0).toISOString()

export const sampleFirearms = (): ApiFirearm[] =>
  SAMPLE_FIREARMS.map((sample) => ({
    id: sample.id,
    name: sample.name,
    category: sample.category,
    caliber: sample.caliber,
    barrelLength: sample.barrelLength,
    systemType: sample.systemType,
    pricePLN: sample.pricePLN ?? null,
    priceEUR: sample.priceEUR ?? null,
    price: sample.price ?? null,
    availability: toAvailability(sample.availability),
    isNew: sample.isNew ?? false,
    imageUrl: null,
    images: [],
    imageSet: [],
    description: sample.description ?? '',
    specifications: sample.specifications,
    version: SAMPLE_VERSION,
  }))

export const sampleDealers = (): ApiPublicDealer[] =>
  SAMPLE_DEALERS.filter((dealer) => dealer.isActive).map((dealer, index) => ({
    id: index + 1,
    name: dealer.name,
    email: dealer.email,
    phone: dealer.phone,
    address: dealer.address,
    city: dealer.city,
    country: dealer.country,
    website: dealer.website,
    hours: dealer.hours,
    specialties: dealer.specialties,
    rating: dealer.rating,
    established: dealer.established,
    latitude: dealer.latitude,
    longitude: dealer.longitude,
  }))
