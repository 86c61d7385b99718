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
