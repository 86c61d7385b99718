/** The shop's name: header logo text and the prefix of every page title. */
export const BRAND_NAME = 'Stone & Crystal Co.';

/**
 * The document title of a screen (spec 1: every page title has the brand prefix), e.g.
 * 'Stone & Crystal Co. | Cart'. The storefront sets it on each page change and the server
 * writes the same text into the HTML it sends, so the tab never changes on load.
 */
export function pageTitle(screenTitle: string): string {
  return `${BRAND_NAME} | ${screenTitle}`;
}
