/**
 * A firearm with only the fields the admin's form requires, for a test about something else.
 * Free of Vitest and aliases, so the browser suite's journeys use it too.
 */
export const plainFirearm = (name: string) => ({
  name,
  category: 'Rifle',
  caliber: '9mm',
  barrelLength: '16"',
  systemType: 'Carbine',
  pricePLN: 5555,
  priceEUR: 1300,
})
