import { z } from 'zod';

/**
 * The shop's policy pages (issue 23; Consumer Protection (E-Commerce) Rules 2020, rule 4):
 * Shipping & Delivery, Returns & Refunds, Cancellation, Privacy and Terms. Each is one fixed
 * page at /Policy/{slug} (the spec's PascalCase path style, like /ProductDetails), stored
 * with an English and an Arabic title and body (sanitised HTML), edited in the back office.
 */
export const POLICY_SLUGS = ['ShippingDelivery', 'ReturnsRefunds', 'Cancellation', 'Privacy', 'Terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The path prefix of the policy pages. */
export const POLICY_PATH_PREFIX = '/Policy';

/** '/Policy/ShippingDelivery'. */
export function policyPath(slug: PolicySlug): string {
  return `${POLICY_PATH_PREFIX}/${slug}`;
}

/**
 * A policy's slug from a URL segment, matched as the router matches paths (any case), or
 * null when it names no policy ('/policy/privacy' is the Privacy page; '/Policy/Refunds' is not a page).
 */
export function policySlugOf(segment: string | undefined | null): PolicySlug | null {
  if (!segment) return null;
  const lc = segment.toLowerCase();
  return POLICY_SLUGS.find((slug) => slug.toLowerCase() === lc) ?? null;
}

export const POLICY_LIMITS = {
  title: 120,
  /** Characters of a body's HTML as sent (before sanitising). */
  body: 100_000,
} as const;

export const POLICY_MESSAGES = {
  notFound: 'Policy not found',
  slug: `Policy must be one of ${POLICY_SLUGS.join(', ')}`,
} as const;

/** A policy page as the storefront reads it (Home/GetPolicy): both languages; bodies are sanitised HTML. */
export const policySchema = z.object({
  policy_slug: z.enum(POLICY_SLUGS),
  title_en: z.string(),
  title_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  /** ISO instant of the last change; null for the shop's starting text. */
  updated_at: z.string().nullable(),
});
export type Policy = z.infer<typeof policySchema>;
/** `{success, data: Policy}` of Home/GetPolicy. */
export const policyResponseSchema = z.object({ success: z.literal(true), data: policySchema });

/** A policy's title and body in one language. */
export function policyIn(policy: Policy, language: string): { title: string; body: string } {
  return language === 'ar' ? { title: policy.title_ar, body: policy.body_ar } : { title: policy.title_en, body: policy.body_en };
}

// ---------------------------------------------------------------- contact tickets

/** 'T-000123': a contact message's ticket, from its id (unique; not gap-free, and need not be). */
export function ticketNumberOf(id: number): string {
  return `T-${String(id).padStart(6, '0')}`;
}

/** The message id of a ticket number ('T-000123', 't-123' or '#T-000123'), or null when the text is not one. */
export function ticketIdOf(text: string): number | null {
  const m = /^#?t-?0*(\d{1,15})$/i.exec(text.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What the contact form's call answers: the spec's thanks and the message's ticket. */
export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string(), ticket_number: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** How soon the shop acknowledges a complaint (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)). */
export const TICKET_ACKNOWLEDGE_HOURS = 48;
