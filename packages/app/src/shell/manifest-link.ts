/** The web app manifest's file (`build/pwa.ts` writes it beside `index.html`). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Links the web app manifest into the page, once: called when the first screen is idle. The build
 * takes the link out of `index.html` (`build/pwa.ts`): Chromium fetches a linked manifest while the
 * page loads, and on a slow line that request shares it with the first screen's picture. A browser
 * asks for the manifest when it checks whether the app can be installed, later than that.
 */
export function linkManifest(page: Document = document): void {
  if (page.querySelector('link[rel="manifest"]')) {
    return;
  }
  const link = page.createElement('link');
  link.rel = 'manifest';
  link.href = `./${MANIFEST_FILE}`;
  page.head.append(link);
}
