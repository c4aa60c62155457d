import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { currentYear, MAX_PRICE, MAX_STOCK } from '../rules/limits'
import { Credentials } from './auth'
import { ContactInput } from './contact'
import { DealerCreateInput } from './dealer'
import { Firearm, FirearmInput } from './firearm'
import { FilterOptionCreateInput, FilterOptionRenameInput } from './filter-option'
import { LanguageQuery } from './translations'
import { InventoryInput } from './inventory'
import { fieldIssues, PARSE_OPTIONS } from './issues'
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT, SettingsInput } from './settings'

/** What the server answers for a body: the parsed data, or every issue's field, code and text. */
function parse<S extends z.ZodType>(schema: S, value: unknown) {
  const result = schema.safeParse(value, PARSE_OPTIONS)
  return result.success
    ? { data: result.data as z.output<S> }
    : { issues: fieldIssues(result.error) }
}

const firstMessage = (schema: z.ZodType, value: unknown) =>
  parse(schema, value).issues?.[0]?.message

const dealer = {
  name: 'Armeria',
  email: 'shop@armeria.it',
  city: 'Torino',
  country: 'it',
  username: 'armeria',
  password: 'secret-1',
}

const firearm = {
  name: ' SOG-15 ',
  category: 'Rifle',
  caliber: '5.56x45mm NATO',
  barrelLength: '16"',
  systemType: 'Carbine',
  pricePLN: 9000,
  priceEUR: 2100.5,
}

describe('field rules', () => {
  it('names the field and the problem, and gives a stable code', () => {
    expect(parse(InventoryInput, { stock: 1.5, price: -1 }).issues).toEqual([
      { field: 'stock', code: 'type', message: 'stock must be a whole number' },
      { field: 'price', code: 'tooSmall', message: 'price must be 0 or more' },
      { field: 'available', code: 'required', message: 'available is required' },
    ])
  })

  it('bounds stock and prices, and keeps prices to cents', () => {
    const row = { stock: 1, price: 1, available: true }
    expect(firstMessage(InventoryInput, { ...row, stock: MAX_STOCK + 1 })).toBe(
      `stock must be at most ${MAX_STOCK}`,
    )
    expect(firstMessage(InventoryInput, { ...row, stock: 1e300 })).toBe(
      `stock must be at most ${MAX_STOCK}`,
    )
    expect(firstMessage(InventoryInput, { ...row, price: 1e20 })).toBe(
      `price must be at most ${MAX_PRICE}`,
    )
    expect(firstMessage(InventoryInput, { ...row, price: 5e-324 })).toBe(
      'price must have at most 2 decimal places',
    )
    expect(parse(InventoryInput, { ...row, price: 0.1 + 0.2 }).data?.price).toBeCloseTo(0.3)
  })

  it('refuses control characters in any text, and trims what people type', () => {
    expect(firstMessage(Credentials, { username: 'admin\u0000', password: 'x' })).toBe(
      'username must not contain control characters',
    )
    expect(firstMessage(Credentials, { username: 'admin', password: 'a\u0007b' })).toBe(
      'password must not contain control characters',
    )
    expect(parse(Credentials, { username: '  admin ', password: ' p ' }).data).toEqual({
      username: 'admin',
      password: ' p ',
    })
    // Line breaks and tabs are ordinary text in a message.
    const message = 'Line one\r\n\tLine two'
    expect(
      parse(ContactInput, { name: 'A', email: 'a@b.co', subject: 'S', message }).data?.message,
    ).toBe(message)
  })

  it('requires text that is not blank', () => {
    expect(
      firstMessage(ContactInput, { name: ' ', email: 'a@b.co', subject: 'S', message: 'M' }),
    ).toBe('name is required')
    expect(
      firstMessage(ContactInput, { name: 'A', email: 'a@b.co', subject: 'S', message: '  ' }),
    ).toBe('message is required')
  })
})

describe('dealer input', () => {
  it('fills the defaults and splits specialties', () => {
    const { data } = parse(DealerCreateInput, { ...dealer, specialties: ' Hunting, ,Optics ' })
    expect(data).toMatchObject({
      country: 'IT',
      specialties: ['Hunting', 'Optics'],
      rating: 5,
      established: currentYear(),
      website: '',
    })
  })

  it('checks e-mail, country, rating, year, password and links', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'nope' }, 'email must be a valid e-mail address'],
      [{ country: 'XX' }, 'country must be one of'],
      [{ rating: 6 }, 'rating must be between 1 and 5'],
      [{ rating: 4.25 }, 'rating must be a multiple of 0.1'],
      [{ established: 1899 }, 'established must be between 1900 and'],
      [{ established: currentYear() + 1 }, `established must be between 1900 and ${currentYear()}`],
      [{ password: '12345' }, 'password must be at least 6 characters long'],
      [{ website: 'javascript:alert(1)' }, 'website must be an http(s), mailto: or tel: address'],
    ]
    for (const [change, message] of cases) {
      expect(firstMessage(DealerCreateInput, { ...dealer, ...change })).toContain(message)
    }
    expect(parse(DealerCreateInput, { ...dealer, website: 'www.armeria.it' }).data?.website).toBe(
      'www.armeria.it',
    )
  })
})

describe("a dealer's position", () => {
  it('is both coordinates or neither, within range; absent stays absent, empty clears', () => {
    expect(parse(DealerCreateInput, dealer).data?.latitude).toBeUndefined()
    expect(
      parse(DealerCreateInput, { ...dealer, latitude: 45.07, longitude: 7.69 }).data,
    ).toMatchObject({ latitude: 45.07, longitude: 7.69 })
    expect(
      parse(DealerCreateInput, { ...dealer, latitude: '', longitude: null }).data,
    ).toMatchObject({ latitude: null, longitude: null })
    expect(parse(DealerCreateInput, { ...dealer, latitude: 45 }).issues).toEqual([
      {
        field: 'longitude',
        code: 'invalid',
        message: 'longitude needs both latitude and longitude, or neither',
      },
    ])
    expect(firstMessage(DealerCreateInput, { ...dealer, latitude: -91, longitude: 0 })).toBe(
      'latitude must be between -90 and 90',
    )
    expect(firstMessage(DealerCreateInput, { ...dealer, latitude: 0, longitude: 180.5 })).toBe(
      'longitude must be between -180 and 180',
    )
  })
})

describe('firearm input', () => {
  it('normalises availability, drops blank images and specification rows', () => {
    const { data } = parse(FirearmInput, {
      ...firearm,
      availability: 'pre-order',
      images: ['', ' https://img.example.com/a.jpg ', '  '],
      specifications: { pl: { lufa: ' 16" ', kolor: '' }, en: { barrel: '16"', unknown: 'x' } },
    })
    expect(data).toMatchObject({
      name: 'SOG-15',
      availability: 'Pre-Order',
      isNew: false,
      price: null,
      imageUrl: '',
      images: ['https://img.example.com/a.jpg'],
      specifications: { pl: { lufa: '16"' }, en: { barrel: '16"' } },
    })
  })

  it('refuses unknown availability, script addresses and a bad id', () => {
    expect(firstMessage(FirearmInput, { ...firearm, availability: 'Sold' })).toMatch(
      /^availability must be one of In Stock, Limited Stock/,
    )
    expect(firstMessage(FirearmInput, { ...firearm, imageUrl: 'javascript:alert(1)' })).toBe(
      'imageUrl must be an http(s) URL or a site path',
    )
    expect(firstMessage(FirearmInput, { ...firearm, images: ['ftp://x/y'] })).toBe(
      'images[0] must be an http(s) URL or a site path',
    )
    expect(firstMessage(FirearmInput, { ...firearm, id: 'bad id' })).toBe(
      'id must be 1–64 letters, digits, "-" or "_"',
    )
    expect(firstMessage(FirearmInput, { ...firearm, specifications: { en: 'x' } })).toBe(
      'specifications.en must be an object',
    )
  })
})

describe('translations', () => {
  it('trims each language, keeps absent ones absent and refuses other languages or long text', () => {
    const { data } = parse(FirearmInput, {
      ...firearm,
      descriptions: { pl: ' Karabinek ', de: '' },
      specifications: { de: { barrel: ' 16" Drall 1:7 ', lufa: 'x' } },
    })
    expect(data?.descriptions).toEqual({ pl: 'Karabinek', de: '' })
    expect(data?.specifications.de).toEqual({ barrel: '16" Drall 1:7' })
    expect(data?.specifications.pl).toEqual({})
    expect(parse(FirearmInput, firearm).data?.descriptions).toBeUndefined()
    expect(
      firstMessage(FirearmInput, { ...firearm, descriptions: { pl: 'x'.repeat(501) } }),
    ).toMatch(/^descriptions\.pl /)
    const renamed = parse(FilterOptionRenameInput, { name: 'Rifle', labels: { fr: ' Fusil ' } })
    expect(renamed.data?.labels).toEqual({ fr: 'Fusil' })
    expect(parse(FilterOptionCreateInput, { name: 'Rifle', type: 'category' }).data?.labels).toBe(
      undefined,
    )
  })

  it('reads the language of public reads, English when absent, and refuses others', () => {
    expect(LanguageQuery.parse({}).lang).toBe('en')
    expect(LanguageQuery.parse({ lang: 'de' }).lang).toBe('de')
    expect(LanguageQuery.safeParse({ lang: 'es' }).success).toBe(false)
  })

  it('keeps the spec’s two specification groups in every answer, the others only with rows', () => {
    const shape = Firearm.shape.specifications
    expect(shape.safeParse({ pl: {}, en: {} }).success).toBe(true)
    expect(shape.safeParse({ pl: {}, en: {}, de: { barrel: 'x' } }).success).toBe(true)
    expect(shape.safeParse({ en: {} }).success).toBe(false)
    expect(shape.safeParse({ pl: {}, en: {}, es: {} }).success).toBe(false)
  })
})

describe('settings input', () => {
  const settings = { companyName: 'SOG' }

  it('changes the admin password only with a matching, long enough new one', () => {
    expect(
      firstMessage(SettingsInput, {
        ...settings,
        newAdminPassword: 'abcdef',
        confirmAdminPassword: 'abcdeg',
      }),
    ).toBe(PASSWORDS_DIFFER)
    expect(
      firstMessage(SettingsInput, {
        ...settings,
        newAdminPassword: 'abc',
        confirmAdminPassword: 'abc',
      }),
    ).toBe(PASSWORD_TOO_SHORT)
  })

  it('refuses script links and accepts http(s), mailto: and tel:', () => {
    expect(
      firstMessage(SettingsInput, {
        ...settings,
        socialMedia: { facebook: 'javascript:alert(1)' },
      }),
    ).toBe('socialMedia.facebook must be an http(s), mailto: or tel: address')
    expect(
      parse(SettingsInput, {
        ...settings,
        websiteUrl: 'https://sog.example',
        socialMedia: { facebook: 'https://facebook.com/sog', twitter: 'tel:+48', instagram: null },
      }).data?.socialMedia,
    ).toEqual({ facebook: 'https://facebook.com/sog', twitter: 'tel:+48', instagram: '' })
  })
})
