import type { FieldAccess } from 'payload'

/** What a visitor sent stays as sent: no one changes the field after the record is created. */
export const fixedAfterCreate: FieldAccess = () => false
