// @vitest-environment node
import { sampleFirearms } from '@/lib/api/sample-data'
import { describe, expect, it } from 'vitest'

import { fieldIssues, FirearmInput, PARSE_OPTIONS } from '@sog/contract'

import { emptyFirearmValues, firearmToValues, openingPrices } from './firearm-values'

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

describe('emptyFirearmValues', () => {
  it('gets a client id of the form sog-{timestamp}-{random5}', () => {
    expect(emptyFirearmValues(1_700_000_000_123).id).toMatch(/^sog-1700000000123-[a-z0-9]{5}$/)
  })
})

describe('the contract reads the form', () => {
  it("takes a stored firearm's values as they are, trimmed and without blanks", () => {
    const values = {
      ...firearmToValues(sampleFirearms()[0]!),
      name: '  SOG-15  ',
      description: '  Text  ',
      images: ['', 'https://x/b.jpg', ''],
    }
    values.specifications.pl.kolor = '  Czarny '
    values.specifications.en.color = ''
    const body = FirearmInput.parse(values)
    expect(body).toMatchObject({
      name: 'SOG-15',
      description: 'Text',
      images: ['https://x/b.jpg'],
      pricePLN: 8990,
      priceEUR: 2090,
    })
    expect(body.specifications.pl.kolor).toBe('Czarny')
    expect(body.specifications.en).not.toHaveProperty('color')
  })

  it('refuses a new firearm without name, the four dropdowns and both prices', () => {
    const result = FirearmInput.safeParse(emptyFirearmValues(), PARSE_OPTIONS)
    expect(
      result.success || fieldIssues(result.error).map((issue) => [issue.field, issue.code]),
    ).toEqual([
      ['name', 'required'],
      ['category', 'required'],
      ['caliber', 'required'],
      ['barrelLength', 'required'],
      ['systemType', 'required'],
      ['pricePLN', 'required'],
      ['priceEUR', 'required'],
    ])
  })
})
