/** The shop's name: header logo text and the prefix of every page title. */
export const BRAND_NAME = 'Stone & Crystal Co.';

/** The document title of a screen, e.g. 'Stone & Crystal Co. | Cart'. */
export function pageTitle(screenTitle: string): string {
  return `${BRAND_NAME} | ${screenTitle}`;
}
