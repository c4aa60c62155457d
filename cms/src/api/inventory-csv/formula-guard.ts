/**
 * A text cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) is exported with a leading `'` (OWASP's advice against CSV injection), and
 * the import takes one off again. A text that already starts with `'` before such a character
 * gets one more, so every text reads back as it was.
 */
const FORMULA = /^'*[=+\-@\t\r]/

export const guarded = (text: string) => (FORMULA.test(text) ? `'${text}` : text)

export const unguarded = (text: string) =>
  text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text
