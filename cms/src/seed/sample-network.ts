import type { Setting } from '@/payload-types'
import { DEFAULT_REQUEST_RETENTION_MONTHS } from '@sog/contract'
import { SAMPLE_COMPANY } from '@sog/samples'
import { plainTextToRichText } from '@/lib/rich-text'

export const SAMPLE_SETTINGS: Omit<Setting, 'id' | 'createdAt' | 'updatedAt'> = {
  ...SAMPLE_COMPANY,
  companyDescription: plainTextToRichText(SAMPLE_COMPANY.companyDescription),
  requestRetentionMonths: DEFAULT_REQUEST_RETENTION_MONTHS,
}
