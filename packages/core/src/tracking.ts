/**
 * Parcel tracking links. The owner keeps a list of carriers in the back office's settings,
 * each with its public tracking page as a pattern: an https address with `{number}` where
 * the tracking number goes. An order keeps the carrier's name it was shipped with; its link
 * is made when it is read, from the list as it is then (so an edited pattern applies to
 * parcels already on their way), else from the built-in pages below for a name typed by
 * hand. A carrier on neither (or typed differently) gets no link: the e-mail and the order
 * pages then show the carrier and number alone.
 */

/** A carrier the shop ships with: its name, and its tracking page with `{number}` in it. */
export interface Carrier {
  name: string;
  tracking_url: string;
}

/** Where a pattern takes the tracking number. */
export const TRACKING_NUMBER_PLACEHOLDER = '{number}';

export const CARRIER_LIMITS = {
  /** The same bound as the carrier of a shipped order. */
  name: 60,
  trackingUrl: 500,
  /** Carriers in the owner's list. */
  carriers: 30,
} as const;

/**
 * The carriers whose public tracking pages take the number in the address, with the other
 * spellings staff type for them. India Post is not among them: its tracking page is a form
 * behind a captcha, with no address for one number.
 */
const BUILT_IN_CARRIERS: ReadonlyArray<Carrier & { aliases: readonly string[] }> = [
  { name: 'Delhivery', tracking_url: 'https://www.delhivery.com/track/package/{number}', aliases: [] },
  {
    name: 'Blue Dart',
    tracking_url: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}',
    aliases: ['bluedart', 'bluedart express', 'blue dart express'],
  },
  { name: 'Shiprocket', tracking_url: 'https://shiprocket.co/tracking/{number}', aliases: [] },
  { name: 'DHL', tracking_url: 'https://www.dhl.com/in-en/home/tracking.html?tracking-id={number}', aliases: ['dhl express'] },
  { name: 'FedEx', tracking_url: 'https://www.fedex.com/fedextrack/?trknbr={number}', aliases: [] },
  { name: 'UPS', tracking_url: 'https://www.ups.com/track?tracknum={number}', aliases: [] },
];

/** A new shop's list of carriers (the owner's until they save their own). */
export const DEFAULT_CARRIERS: readonly Carrier[] = BUILT_IN_CARRIERS.map(({ name, tracking_url }) => ({ name, tracking_url }));

/** A carrier's name as names are compared: trimmed, lower case, single spaces ('  Blue  DART' → 'blue dart'). */
export function carrierKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A tracking number as it goes into an address (spaces and dashes dropped), or null when it is not 1 to 60 letters and digits. */
export function trackingNumberForUrl(trackingNumber: string): string | null {
  const number = trackingNumber.replace(/[\s-]+/g, '');
  return /^[A-Za-z0-9]{1,60}$/.test(number) ? number : null;
}

/** How many times `{number}` is in a pattern. */
function placeholders(pattern: string): number {
  return pattern.split(TRACKING_NUMBER_PLACEHOLDER).length - 1;
}

/**
 * What is wrong with a tracking page pattern, or null: 'https' when it is not an https web
 * address (with a host, no user name or password, no spaces), 'placeholder' when `{number}`
 * is not in it exactly once or not after the host, 'length' when it is longer than 500.
 */
export function trackingPatternProblem(pattern: string): 'https' | 'placeholder' | 'length' | null {
  if (pattern.length > CARRIER_LIMITS.trackingUrl) return 'length';
  if (!/^https:\/\//i.test(pattern) || /[\s<>"`\\]/.test(pattern)) return 'https';
  if (placeholders(pattern) !== 1) return 'placeholder';
  let a: URL;
  let b: URL;
  try {
    a = new URL(pattern.replace(TRACKING_NUMBER_PLACEHOLDER, 'N0'));
    b = new URL(pattern.replace(TRACKING_NUMBER_PLACEHOLDER, 'N1'));
  } catch {
    return 'https';
  }
  if (a.protocol !== 'https:' || !a.hostname.includes('.') || a.username || a.password) return 'https';
  // The number goes in the path, the query or the fragment: never in the host.
  if (a.host !== b.host) return 'placeholder';
  return null;
}

/**
 * A pattern filled with a tracking number (URL-encoded), or null when the number is not
 * letters and digits or the pattern is not a valid one.
 * ('https://www.delhivery.com/track/package/{number}', '1234 5678' → …/package/12345678)
 */
export function fillTrackingPattern(pattern: string, trackingNumber: string): string | null {
  const number = trackingNumberForUrl(trackingNumber);
  if (number === null || trackingPatternProblem(pattern) !== null) return null;
  return pattern.replace(TRACKING_NUMBER_PLACEHOLDER, () => encodeURIComponent(number));
}

/**
 * The carrier's tracking page for a number, or null: from the owner's list (`carriers`,
 * names compared as carrierKey does), else from the built-in pages for a name that matches
 * one of them. ('Delhivery', '1234 5678' → https://www.delhivery.com/track/package/12345678)
 */
export function trackingUrl(carrier: string, trackingNumber: string, carriers: readonly Carrier[] = []): string | null {
  const key = carrierKey(carrier);
  if (!key) return null;
  const own = carriers.find((c) => carrierKey(c.name) === key);
  if (own) return fillTrackingPattern(own.tracking_url, trackingNumber);
  const builtIn = BUILT_IN_CARRIERS.find((c) => carrierKey(c.name) === key || c.aliases.includes(key));
  return builtIn ? fillTrackingPattern(builtIn.tracking_url, trackingNumber) : null;
}
