/**
 * Marks a control that works only with the app (it keeps its state in the browser or calls a
 * browser API): without JavaScript the page's head hides it (web/index.html), so a visitor is
 * never offered a button that does nothing (issue 29). With JavaScript the mark changes nothing.
 */
export const needsScript = { 'data-needs-script': '' } as const
