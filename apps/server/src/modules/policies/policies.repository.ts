import type { Kysely } from 'kysely';
import type { PolicySlug } from '@shop/core';
import type { Database } from '../../db/schema.js';

/** A saved policy page as stored, with the name of who saved it last (while known). */
export interface PolicyRow {
  policy_slug: string;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  updated_at: string;
  updated_by_name: string | null;
}

/** The saved policy pages: all SQL of the policies module. */
export class PoliciesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private rows() {
    return this.db
      .selectFrom('policies as p')
      .leftJoin('staff as s', 's.staff_id', 'p.updated_by')
      .select(['p.policy_slug', 'p.title_en', 'p.title_ar', 'p.body_en', 'p.body_ar', 'p.updated_at', 's.name as updated_by_name']);
  }

  all(): Promise<PolicyRow[]> {
    return this.rows().execute();
  }

  bySlug(slug: PolicySlug): Promise<PolicyRow | undefined> {
    return this.rows().where('p.policy_slug', '=', slug).executeTakeFirst();
  }

  /** Writes the page (inserted the first time it is saved, replaced after). */
  async save(
    slug: PolicySlug,
    text: { title_en: string; title_ar: string; body_en: string; body_ar: string },
    staffId: number | null,
    now: Date,
  ): Promise<void> {
    const values = { ...text, updated_at: now.toISOString(), updated_by: staffId };
    await this.db
      .insertInto('policies')
      .values({ policy_slug: slug, ...values })
      .onConflict((oc) => oc.column('policy_slug').doUpdateSet(values))
      .execute();
  }
}
