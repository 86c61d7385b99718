/**
 * Parcel tracking links for the carriers whose public tracking pages take the number in the
 * URL. A carrier not on the list (or typed differently) gets no link: the e-mail and the
 * order pages then show the carrier and number alone.
 */
const TRACKING_PAGES: ReadonlyArray<{ names: RegExp; url: (n: string) => string }> = [
  { names: /^delhivery$/, url: (n) => `https://www.delhivery.com/track/package/${n}` },
  { names: /^(blue ?dart|bluedart express)$/, url: (n) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${n}` },
  { names: /^shiprocket$/, url: (n) => `https://shiprocket.co/tracking/${n}` },
  { names: /^(dhl|dhl express)$/, url: (n) => `https://www.dhl.com/in-en/home/tracking.html?tracking-id=${n}` },
  { names: /^fedex$/, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { names: /^ups$/, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
];

/** The carrier's tracking page for a number ('Delhivery', '1234 5678' → https://www.delhivery.com/track/package/12345678), or null. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const name = carrier.trim().toLowerCase().replace(/\s+/g, ' ');
  const number = trackingNumber.replace(/[\s-]+/g, '');
  if (!/^[A-Za-z0-9]{1,60}$/.test(number)) return null;
  const page = TRACKING_PAGES.find((p) => p.names.test(name));
  return page ? page.url(encodeURIComponent(number)) : null;
}
