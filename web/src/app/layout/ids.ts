/** Element ids the shell's parts refer to each other by (skip link, menu button). */
export const MAIN_ID = 'main-content'
export const MOBILE_MENU_ID = 'mobile-menu'
