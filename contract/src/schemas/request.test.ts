import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { MAX_REQUEST_RETENTION_MONTHS } from '../rules/requests'
import { fieldIssues, PARSE_OPTIONS } from './issues'
import {
  AdminRequestInput,
  AdminRequestQuery,
  DealerRequestQuery,
  RequestInput,
  RequestInsightQuery,
  RequestStatusInput,
} from './request'
import { SettingsInput } from './settings'

function parse<S extends z.ZodType>(schema: S, value: unknown) {
  const result = schema.safeParse(value, PARSE_OPTIONS)
  return result.success
    ? { data: result.data as z.output<S> }
    : { issues: fieldIssues(result.error) }
}

const request = {
  firearmId: 'sog-1700000000010-p9j',
  kind: 'price',
  name: ' Anna Nowak ',
  email: 'anna@example.com',
  country: 'pl',
}

describe('the request form', () => {
  it('reads a request to the company: trimmed, defaults filled in', () => {
    expect(parse(RequestInput, request).data).toEqual({
      firearmId: 'sog-1700000000010-p9j',
      dealerId: null,
      kind: 'price',
      name: 'Anna Nowak',
      email: 'anna@example.com',
      phone: '',
      message: '',
      language: 'en',
      country: 'PL',
    })
  })

  it('names a dealer by its id, and keeps the visitor’s language and honeypot as sent', () => {
    const data = parse(RequestInput, {
      ...request,
      dealerId: 7,
      kind: 'availability',
      language: 'de',
      phone: ' +49 30 1234 ',
      message: 'Ab Lager?\nDanke',
      website: 'http://spam.example',
    }).data
    expect(data).toMatchObject({
      dealerId: 7,
      kind: 'availability',
      language: 'de',
      phone: '+49 30 1234',
      message: 'Ab Lager?\nDanke',
      website: 'http://spam.example',
    })
  })

  it('refuses what no request can be, every field with its code', () => {
    const { issues } = parse(RequestInput, {
      firearmId: 'no such/id',
      dealerId: '7',
      kind: 'discount',
      name: '  ',
      email: 'a@b.c',
      country: 'XX',
      language: 'es',
      message: 'x'.repeat(2001),
    })
    expect(issues?.map((issue) => [issue.field, issue.code])).toEqual([
      ['firearmId', 'format'],
      ['dealerId', 'type'],
      ['kind', 'oneOf'],
      ['name', 'required'],
      ['email', 'format'],
      ['message', 'tooLong'],
      ['language', 'oneOf'],
      ['country', 'oneOf'],
    ])
  })

  it('requires the firearm, the kind, a name, an e-mail and a country', () => {
    const { issues } = parse(RequestInput, {})
    expect(issues?.map((issue) => issue.field).sort()).toEqual(
      ['country', 'email', 'firearmId', 'kind', 'name'].sort(),
    )
  })
})

describe('status changes and reassignment', () => {
  it('takes one of the three statuses', () => {
    expect(parse(RequestStatusInput, { status: 'answered' }).data).toEqual({ status: 'answered' })
    expect(parse(RequestStatusInput, { status: 'read' }).issues?.[0]?.code).toBe('oneOf')
  })

  it('lets an administrator send a request to a dealer or the company, or change its status', () => {
    expect(parse(AdminRequestInput, { dealerId: 3 }).data).toEqual({ dealerId: 3 })
    expect(parse(AdminRequestInput, { dealerId: null }).data).toEqual({ dealerId: null })
    expect(parse(AdminRequestInput, { status: 'closed' }).data).toEqual({ status: 'closed' })
    expect(parse(AdminRequestInput, {}).issues).toEqual([
      {
        field: 'status',
        code: 'required',
        message: 'status must change the status or the recipient',
      },
    ])
  })
})

describe('the lists’ and dashboard’s queries', () => {
  it('reads the filters from the address, blanks as absent', () => {
    expect(
      parse(AdminRequestQuery, {
        status: 'new',
        dealer: 'company',
        country: 'de',
        firearm: 'sog-p9',
        page: '2',
      }).data,
    ).toEqual({
      status: 'new',
      dealer: 'company',
      country: 'DE',
      firearm: 'sog-p9',
      page: 2,
      limit: 24,
    })
    expect(parse(AdminRequestQuery, { dealer: '12', status: '' }).data).toMatchObject({
      dealer: 12,
      status: undefined,
    })
    expect(parse(AdminRequestQuery, { dealer: 'nobody' }).issues?.[0]?.field).toBe('dealer')
    expect(parse(DealerRequestQuery, { status: 'closed' }).data).toEqual({
      status: 'closed',
      page: 1,
      limit: 24,
    })
  })

  it('counts over 30 or 90 days, 30 by default, and nothing else', () => {
    expect(parse(RequestInsightQuery, {}).data).toEqual({ days: 30 })
    expect(parse(RequestInsightQuery, { days: '90' }).data).toEqual({ days: 90 })
    expect(parse(RequestInsightQuery, { days: '45' }).issues?.[0]?.field).toBe('days')
  })
})

describe('the retention period in the company settings', () => {
  const settings = { companyName: 'SOG' }

  it('defaults to 24 months and takes whole months up to ten years', () => {
    expect(parse(SettingsInput, settings).data?.requestRetentionMonths).toBe(24)
    expect(parse(SettingsInput, { ...settings, requestRetentionMonths: '' }).data).toMatchObject({
      requestRetentionMonths: 24,
    })
    expect(
      parse(SettingsInput, { ...settings, requestRetentionMonths: 6 }).data?.requestRetentionMonths,
    ).toBe(6)
    for (const wrong of [0, 1.5, MAX_REQUEST_RETENTION_MONTHS + 1])
      expect(
        parse(SettingsInput, { ...settings, requestRetentionMonths: wrong }).issues?.[0]?.field,
      ).toBe('requestRetentionMonths')
  })
})
