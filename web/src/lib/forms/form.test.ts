// @vitest-environment node
import { ContactInput, SettingsInput } from '@sog/contract'
import { describe, expect, it, vi } from 'vitest'

import { ApiError } from '@/lib/api/api-client'
import { contractResolver, formName, showSaveError } from './form'

const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('contractResolver', () => {
  it("gives each refused field the contract's own code, as the server does", async () => {
    const resolve = contractResolver(ContactInput)
    const result = await resolve(
      { name: ' ', email: 'anna@', subject: 'x'.repeat(201), message: 'Hi' },
      undefined,
      options,
    )
    expect(result.errors).toMatchObject({
      name: { type: 'required' },
      email: { type: 'format' },
      subject: { type: 'tooLong' },
    })
  })

  it("tells a refinement's code apart (passwords that differ)", async () => {
    const resolve = contractResolver(SettingsInput)
    const result = await resolve(
      { companyName: 'SOG', newAdminPassword: 'abcdef', confirmAdminPassword: 'abcdeg' },
      undefined,
      options,
    )
    expect(result.errors).toEqual({
      confirmAdminPassword: expect.objectContaining({ type: 'mismatch' }),
    })
  })

  it('hands over the parsed values: trimmed, defaults filled in', async () => {
    const resolve = contractResolver(ContactInput)
    const result = await resolve(
      { name: ' Anna ', email: 'anna@example.com', subject: 'Hi', message: 'Hello' },
      undefined,
      options,
    )
    expect(result).toEqual({
      values: { name: 'Anna', email: 'anna@example.com', subject: 'Hi', message: 'Hello' },
      errors: {},
    })
  })
})

describe('showSaveError', () => {
  it("puts each field the server names beside it and leaves the summary the count's job", () => {
    const setError = vi.fn()
    const refusal = new ApiError(400, 'multipleLocations[1].city is required', null, [
      { field: 'multipleLocations[1].city', code: 'required', message: 'is required' },
    ])
    showSaveError({ setError }, refusal, 'Failed to save settings')
    expect(setError.mock.calls).toEqual([
      ['multipleLocations.1.city', { type: 'required', message: 'is required' }],
      ['root.server', { type: '400', message: '' }],
    ])
    expect(formName('images[0]')).toBe('images.0')
  })

  it('gives the summary the message when no field is named', () => {
    const setError = vi.fn()
    showSaveError({ setError }, new TypeError('Failed to fetch'), 'Failed to save settings')
    expect(setError.mock.calls).toEqual([
      ['root.server', { type: 'network', message: 'Failed to save settings' }],
    ])
  })
})
