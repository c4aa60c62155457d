import type { CollectionConfig } from 'payload'

import { Activity } from './Activity'
import { Admins } from './Admins'
import { Contacts } from './Contacts'
import { Dealers } from './Dealers'
import { FilterOptions } from './FilterOptions'
import { Firearms } from './Firearms'
import { Inventory } from './Inventory'
import { Media } from './Media'
import { Requests } from './Requests'

/** Every collection, in the order the panel lists them. */
export const COLLECTIONS: CollectionConfig[] = [
  Firearms,
  FilterOptions,
  Media,
  Dealers,
  Inventory,
  Contacts,
  Requests,
  Admins,
  Activity,
]
