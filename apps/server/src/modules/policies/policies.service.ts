import { POLICY_MESSAGES, POLICY_SLUGS, policySlugOf, type Policy, type PolicySlug } from '@shop/core';
import { ADMIN_POLICY_MESSAGES, type AdminPolicy, type PolicyInput } from '@shop/core/admin';
import type { ShopDb } from '../../db/index.js';
import { catalogChanged, writeTransaction } from '../../db/write-transaction.js';
import { badRequest, notFound } from '../../http/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import { DEFAULT_POLICIES } from './default-policies.js';
import { PoliciesRepository, type PolicyRow } from './policies.repository.js';

/** The words of sanitised HTML, to tell a body that is only markup from one with text. */
function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/** A body as stored: sanitised with the shop's rich-text rules; 400 when nothing readable is left. */
function cleanBody(html: string, label: string): string {
  const clean = sanitizeRichText(html).trim();
  if (!hasText(clean)) throw badRequest(ADMIN_POLICY_MESSAGES.bodyEmpty(label));
  return clean;
}

/** A page as shown: the saved row, else the shop's starting text; bodies sanitised again on the way out. */
function pageOf(slug: PolicySlug, row: PolicyRow | undefined): AdminPolicy {
  const text = row ?? { ...DEFAULT_POLICIES[slug], updated_at: null, updated_by_name: null };
  return {
    policy_slug: slug,
    title_en: text.title_en,
    title_ar: text.title_ar,
    body_en: sanitizeRichText(text.body_en),
    body_ar: sanitizeRichText(text.body_ar),
    updated_at: text.updated_at,
    updated_by_name: text.updated_by_name,
  };
}

/**
 * The shop's five policy pages (issue 23): the storefront reads one by its slug (any case;
 * another is 404), the back office reads all and saves one whole, both languages at once,
 * sanitised, audited, in one transaction that clears the kept pages showing it.
 */
export class PoliciesService {
  private readonly reads: PoliciesRepository;
  private readonly repo: PoliciesRepository;

  constructor(private readonly shop: ShopDb) {
    this.reads = new PoliciesRepository(shop.reads);
    this.repo = new PoliciesRepository(shop.db);
  }

  private static slugOf(text: string): PolicySlug {
    const slug = policySlugOf(text);
    if (!slug) throw notFound(POLICY_MESSAGES.notFound);
    return slug;
  }

  /** The storefront's page (Home/GetPolicy). */
  async policy(slugText: string): Promise<Policy> {
    const slug = PoliciesService.slugOf(slugText);
    const { updated_by_name: _who, ...page } = pageOf(slug, await this.reads.bySlug(slug));
    return page;
  }

  /** The five pages in the footer's order (the back office). */
  async list(): Promise<AdminPolicy[]> {
    const saved = new Map((await this.repo.all()).map((row) => [row.policy_slug, row]));
    return POLICY_SLUGS.map((slug) => pageOf(slug, saved.get(slug)));
  }

  async adminPolicy(slugText: string): Promise<AdminPolicy> {
    const slug = PoliciesService.slugOf(slugText);
    return pageOf(slug, await this.repo.bySlug(slug));
  }

  /** Saves a page whole (both languages), audited with what it was and what it is. */
  async save(actor: Actor, slugText: string, input: PolicyInput): Promise<AdminPolicy> {
    const slug = PoliciesService.slugOf(slugText);
    const text = {
      title_en: input.title_en,
      title_ar: input.title_ar,
      body_en: cleanBody(input.body_en, 'English text'),
      body_ar: cleanBody(input.body_ar, 'Arabic text'),
    };
    return writeTransaction(this.shop, async (trx) => {
      const repo = new PoliciesRepository(trx);
      const before = pageOf(slug, await repo.bySlug(slug));
      await repo.save(slug, text, actor.staffId, new Date());
      const after = pageOf(slug, await repo.bySlug(slug));
      const audited = (p: AdminPolicy) => ({ title_en: p.title_en, title_ar: p.title_ar, body_en: p.body_en, body_ar: p.body_ar });
      await recordAudit(trx, actor, { action: 'policy.update', entity: 'policy', entityId: slug, before: audited(before), after: audited(after) });
      await catalogChanged(trx, { kind: 'content' });
      return after;
    });
  }
}
