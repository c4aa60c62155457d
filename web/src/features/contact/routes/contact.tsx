// Placeholder until this screen is built; replaced by its feature's work.
export function Component() {
  return null
}
