import { isRtlLanguage, textDirection } from '@shop/core';

/** The class the body carries while the page is right-to-left (Arabic). */
export const RTL_BODY_CLASS = 'rtl';

/**
 * Spec section 4: when the language is Arabic the body gets dir='rtl' and the 'rtl' class;
 * for any other language dir='ltr'. <html> gets the same dir and the lang, so the browser
 * picks fonts, hyphenation and the screen reader's voice accordingly.
 */
export function applyLanguageToDocument(language: string, doc: Document = document): void {
  const dir = textDirection(language);
  const lang = language.split(/[-_]/)[0] || language;
  doc.documentElement.lang = lang;
  doc.documentElement.dir = dir;
  doc.body.dir = dir;
  doc.body.classList.toggle(RTL_BODY_CLASS, isRtlLanguage(language));
}

/**
 * A value set inside a translated sentence (a price, a product title, a UPI id), wrapped in
 * Unicode isolates (FSI … PDI) on right-to-left pages, so it keeps its own order: '₹2,199'
 * never shows as '2,199₹', and an English title's punctuation stays where it belongs. The
 * text is unchanged in left-to-right languages.
 */
export function isolateIn(language: string, text: string): string {
  return isRtlLanguage(language) ? `\u2068${text}\u2069` : text;
}
