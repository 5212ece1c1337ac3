/**
 * The running app's version and version code (spec §1): About shows them and the version check
 * sends the version. Change the defaults together when releasing; a build may set both through
 * `VITE_APP_VERSION` and `VITE_APP_VERSION_CODE` (the update journey builds a second release so).
 * Both are identifiers, shown as published (Latin digits) in every locale.
 */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || '1.0.0';
/** The running app's version code. */
export const APP_VERSION_CODE: number = Number(import.meta.env.VITE_APP_VERSION_CODE) || 100;
/** The platform the version check asks about: this app runs in a browser. */
export const APP_PLATFORM = 'h5';
