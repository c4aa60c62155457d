import { describe, expect, it } from 'vitest'

import {
  checkMoney,
  checkRange,
  checkText,
  checkWholeNumber,
  normaliseAvailability,
} from './validators'

describe('field rules', () => {
  it('accepts money with at most two decimals, 0 or more', () => {
    expect(checkMoney(0, 'Price')).toBe(true)
    expect(checkMoney(19.99, 'Price')).toBe(true)
    expect(checkMoney(0.1 + 0.2, 'Price')).toBe(true)
    expect(checkMoney(1.005, 'Price')).toBe('Price must have at most 2 decimal places')
    expect(checkMoney(-1, 'Price')).toBe('Price must be 0 or more')
    expect(checkMoney(Number.NaN, 'Price')).toBe('Price must be a number')
    expect(checkMoney(null, 'Price')).toBe(true)
    expect(checkMoney(null, 'Price', true)).toBe('Price is required')
  })

  it('accepts whole numbers of 0 or more', () => {
    expect(checkWholeNumber(0, 'Stock')).toBe(true)
    expect(checkWholeNumber(2.5, 'Stock')).toBe('Stock must be a whole number')
    expect(checkWholeNumber(-3, 'Stock')).toBe('Stock must be 0 or more')
  })

  it('checks ranges and steps', () => {
    expect(checkRange(4.7, 'Rating', 1, 5, 0.1)).toBe(true)
    expect(checkRange(4.75, 'Rating', 1, 5, 0.1)).toBe('Rating must be a multiple of 0.1')
    expect(checkRange(0.9, 'Rating', 1, 5, 0.1)).toBe('Rating must be between 1 and 5')
    expect(checkRange(undefined, 'Rating', 1, 5, 0.1, true)).toBe('Rating is required')
  })

  it('requires non-blank text within its length', () => {
    expect(checkText('  ', 'Name')).toBe('Name is required')
    expect(checkText('abc', 'Name', { maxLength: 2 })).toBe('Name must be at most 2 characters')
    expect(checkText('', 'Notes', { required: false })).toBe(true)
  })

  it('normalises availability spellings to the enumeration', () => {
    expect(normaliseAvailability('Pre-order')).toBe('Pre-Order')
    expect(normaliseAvailability(' in stock ')).toBe('In Stock')
    expect(normaliseAvailability('Sold out')).toBe('Sold out')
  })
})
