import { afterEach, describe, expect, it } from 'vitest'

import { isStringList, readStored, STORAGE_KEYS, writeStored } from './keys'

afterEach(() => window.localStorage.clear())

describe('browser storage', () => {
  it('reads back what was written', () => {
    writeStored(STORAGE_KEYS.favorites, ['a', 'b'])
    expect(readStored(STORAGE_KEYS.favorites, isStringList, [])).toEqual(['a', 'b'])
  })

  it('drops corrupt or wrongly shaped values and uses the default', () => {
    window.localStorage.setItem(STORAGE_KEYS.favorites, '{not json')
    expect(readStored(STORAGE_KEYS.favorites, isStringList, [])).toEqual([])
    expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBeNull()
    window.localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify([1, 2]))
    expect(readStored(STORAGE_KEYS.compare, isStringList, [])).toEqual([])
    expect(window.localStorage.getItem(STORAGE_KEYS.compare)).toBeNull()
  })
})
