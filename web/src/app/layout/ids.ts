/** Element ids the shell's parts refer to each other by (skip link, menu button). */
export const MAIN_ID = 'main-content'
export const MOBILE_MENU_ID = 'mobile-menu'
/** The footer's pages and search: the phone menu of a browser without JavaScript. */
export const SITE_PAGES_ID = 'site-pages'
/** The route of an address the site does not have: its kept page is shared by every such address. */
export const NOT_FOUND_ROUTE_ID = 'not-found'
