/**
 * The shop's contact details and outside links, shown in the header, footer and mobile
 * menu. The address text itself is translated (common.json: shop.address*); the numbers
 * and addresses below are not.
 */
export const SHOP_INFO = {
  /** Shown in the navigation bar and the footer; dialled by tel: links. */
  hotline: '+91 141 400 7788',
  phone: '+91 98290 44110',
  email: 'care@stoneandcrystal.example',
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
