/**
 * The shop's outside links, shown in the header, footer and mobile menu. The address text
 * itself is translated (common.json: shop.address*). The phone and e-mail are the owner's,
 * from the back office's settings (features/content/api/get-shop-info.ts: useShopInfo).
 */
export const SHOP_INFO = {
  /** Our location: the shop on a map. */
  mapUrl: 'https://maps.google.com/?q=Johari+Bazaar+Jaipur',
} as const;

/** The shop's social pages, in the order they are shown. */
export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { id: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/' },
] as const;

/** The tel: form of a phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
