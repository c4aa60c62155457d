/**
 * Marks content shown only where scripts run (a skeleton that only the app replaces): without
 * JavaScript the page's head hides it (web/index.html). With JavaScript the mark changes nothing.
 */
export const needsScript = { 'data-needs-script': '' } as const

/**
 * Marks a control that acts only through the app (it keeps its state in the browser or calls a
 * browser API): not offered without JavaScript, and hidden, its place kept, until the app has
 * taken the page over (`data-app`, app/index.tsx), since a press before then would do nothing
 * (issue 29). The page's head holds both rules (web/index.html).
 */
export const needsApp = { ...needsScript, 'data-needs-app': '' } as const
