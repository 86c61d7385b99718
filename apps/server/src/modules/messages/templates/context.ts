import { createContext, useContext } from 'react';
import type { MessageLanguage, MessageShop } from '../message-data.js';
import { absoluteUrl } from './format.js';
import { STRINGS, type MessageStrings } from './strings.js';

/** What every part of a message needs: its language and direction, its words, the shop, and how links are made. */
export interface MessageContext {
  language: MessageLanguage;
  dir: 'ltr' | 'rtl';
  /** The text-align of the reading start and end: left/right in English, right/left in Arabic. */
  start: 'left' | 'right';
  end: 'left' | 'right';
  t: MessageStrings;
  shop: MessageShop;
  /** A shop path as an absolute link on the shop's public origin. */
  url: (path: string) => string;
  /** A message to the shop's staff (no 'reply to us' footer: a reply goes to the shopper or nowhere). */
  staff: boolean;
}

/** The context of a message rendered in `language` for `shop`. */
export function messageContext(language: MessageLanguage, shop: MessageShop, staff = false): MessageContext {
  const rtl = language === 'ar';
  return {
    language,
    dir: rtl ? 'rtl' : 'ltr',
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    t: STRINGS[language],
    shop,
    url: (path) => absoluteUrl(shop.origin, path),
    staff,
  };
}

export const MessageContextReact = createContext<MessageContext | null>(null);

/** The message being rendered (inside MessageLayout). */
export function useMessage(): MessageContext {
  const ctx = useContext(MessageContextReact);
  if (!ctx) throw new Error('useMessage outside MessageLayout');
  return ctx;
}

/** The brand's colours and type, for inline styles (mail programs drop style sheets). */
export const THEME = {
  brand: '#7b5ea7',
  brandLight: '#a98bd1',
  brandTint: '#f4eff9',
  page: '#f3f0f7',
  text: '#222222',
  muted: '#666666',
  border: '#e4dcef',
  white: '#ffffff',
  font: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  /** Arabic: Tahoma and Segoe UI carry Arabic letters on Windows; the Apple and Android fonts do too. */
  fontArabic: "'Segoe UI', Tahoma, -apple-system, BlinkMacSystemFont, Roboto, Arial, sans-serif",
} as const;
