import type { GlobalConfig } from 'payload'

import { LegalTexts } from './LegalTexts'
import { Settings } from './Settings'

/** Every global, in the order the panel lists them. */
export const GLOBALS: GlobalConfig[] = [Settings, LegalTexts]
