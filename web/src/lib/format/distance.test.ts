// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { distanceKm, positionOf } from './distance'

const POZNAN = { latitude: 52.4064, longitude: 16.9252 }
const WARSZAWA = { latitude: 52.2297, longitude: 21.0122 }
const ZURICH = { latitude: 47.3769, longitude: 8.5417 }

describe('distanceKm', () => {
  it('measures known distances within a kilometre or two', () => {
    expect(distanceKm(POZNAN, WARSZAWA)).toBeGreaterThan(276)
    expect(distanceKm(POZNAN, WARSZAWA)).toBeLessThan(281)
    expect(distanceKm(POZNAN, ZURICH)).toBeGreaterThan(815)
    expect(distanceKm(POZNAN, ZURICH)).toBeLessThan(825)
  })

  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceKm(POZNAN, POZNAN)).toBe(0)
    expect(distanceKm(ZURICH, WARSZAWA)).toBeCloseTo(distanceKm(WARSZAWA, ZURICH), 9)
  })
})

describe('positionOf', () => {
  it('needs both coordinates', () => {
    expect(positionOf({ latitude: 1, longitude: 2 })).toEqual({ latitude: 1, longitude: 2 })
    expect(positionOf({ latitude: 1, longitude: null })).toBeNull()
    expect(positionOf({ latitude: null, longitude: null })).toBeNull()
  })
})
