/**
 * The app's answers held by SWR (app/provider.tsx makes the cache and registers it here), so a
 * route's loader starts only the requests whose answers the app does not hold yet
 * (lib/page/screen-data.ts): an address change within a screen leaves the shell's data alone.
 */
type Held = { get: (key: string) => { data?: unknown } | undefined }

let held: Held | null = null

export function holdAnswers(cache: Held): void {
  held = cache
}

export const knownAnswer = (key: string): boolean => held?.get(key)?.data !== undefined
