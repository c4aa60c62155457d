import { sampleFirearms } from '@/lib/sample-data'
import { describe, expect, it } from 'vitest'

import {
  cleanImages,
  emptyFirearmValues,
  firearmToValues,
  galleryEntry,
  openingPrices,
  validateFirearm,
  valuesToBody,
} from './firearm-values'

describe('openingPrices', () => {
  it('derives PLN = 4 × and EUR = 0.85 × a firearm with only the legacy price', () => {
    expect(openingPrices({ pricePLN: null, priceEUR: null, price: 1000 })).toEqual({
      pricePLN: 4000,
      priceEUR: 850,
    })
  })

  it('rounds the derived prices to cents', () => {
    expect(openingPrices({ pricePLN: null, priceEUR: null, price: 10.33 })).toEqual({
      pricePLN: 41.32,
      priceEUR: 8.78,
    })
  })

  it('keeps PLN and EUR when either is set', () => {
    expect(openingPrices({ pricePLN: 8990, priceEUR: null, price: 2250 })).toEqual({
      pricePLN: 8990,
      priceEUR: null,
    })
    expect(openingPrices({ pricePLN: null, priceEUR: null, price: null })).toEqual({
      pricePLN: null,
      priceEUR: null,
    })
  })
})

describe('cleanImages', () => {
  it('drops empty gallery entries and keeps the main image', () => {
    expect(cleanImages('/media/a.jpg', ['', ' https://x/b.jpg ', '  '])).toEqual({
      imageUrl: '/media/a.jpg',
      images: ['https://x/b.jpg'],
    })
  })

  it('promotes the first gallery image when there is no main image', () => {
    expect(cleanImages(' ', ['', 'https://x/b.jpg', 'https://x/c.jpg'])).toEqual({
      imageUrl: 'https://x/b.jpg',
      images: ['https://x/c.jpg'],
    })
    expect(cleanImages('', [''])).toEqual({ imageUrl: null, images: [] })
  })
})

describe('emptyFirearmValues', () => {
  it('gets a client id of the form sog-{timestamp}-{random5}', () => {
    expect(emptyFirearmValues(1_700_000_000_123).id).toMatch(/^sog-1700000000123-[a-z0-9]{5}$/)
  })
})

describe('validateFirearm', () => {
  it('requires name, the four dropdowns and both prices', () => {
    expect(validateFirearm(emptyFirearmValues())).toEqual({
      name: 'required',
      category: 'required',
      caliber: 'required',
      barrelLength: 'required',
      systemType: 'required',
      pricePLN: 'required',
      priceEUR: 'required',
    })
  })

  it('accepts prices of 0 or more with at most two decimals', () => {
    const base = firearmToValues(sampleFirearms()[0]!)
    expect(validateFirearm({ ...base, pricePLN: '0', priceEUR: '12.5' })).toEqual({})
    expect(validateFirearm({ ...base, pricePLN: '-1', priceEUR: '1.234' })).toEqual({
      pricePLN: 'priceInvalid',
      priceEUR: 'priceInvalid',
    })
  })
})

describe('valuesToBody', () => {
  it('trims the name, description and specifications and cleans the images', () => {
    const values = {
      ...firearmToValues(sampleFirearms()[0]!),
      name: '  SOG-15  ',
      description: '  Text  ',
      imageUrl: '',
      gallery: [galleryEntry(''), galleryEntry('https://x/b.jpg'), galleryEntry('')],
    }
    values.specifications.pl.kolor = '  Czarny '
    values.specifications.en.color = ''
    const body = valuesToBody(values)
    expect(body).toMatchObject({
      name: 'SOG-15',
      description: 'Text',
      imageUrl: 'https://x/b.jpg',
      images: [],
      pricePLN: 8990,
      priceEUR: 2090,
    })
    expect(body.specifications.pl.kolor).toBe('Czarny')
    expect(body.specifications.en).not.toHaveProperty('color')
  })
})
