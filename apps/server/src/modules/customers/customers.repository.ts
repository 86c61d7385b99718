import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The columns a customer is shown with: never the password hash. */
const PUBLIC_COLUMNS = ['customer_id', 'customer_name', 'customer_display_name', 'customer_email'] as const;

/** SQL for customer accounts. E-mails arrive here already trimmed and lower-cased. */
export class CustomersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account with this e-mail, with its password hash (for the login check only). */
  findCredentialsByEmail(email: string) {
    return this.db
      .selectFrom('customers')
      .select([...PUBLIC_COLUMNS, 'password_hash', 'session_version'])
      .where('customer_email', '=', email)
      .executeTakeFirst();
  }

  findCredentialsById(customerId: number) {
    return this.db
      .selectFrom('customers')
      .select([...PUBLIC_COLUMNS, 'password_hash', 'session_version'])
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  findById(customerId: number) {
    return this.db.selectFrom('customers').select(PUBLIC_COLUMNS).where('customer_id', '=', customerId).executeTakeFirst();
  }

  /** The account's session version, or undefined when there is no such customer. */
  async sessionVersion(customerId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('customers').select('session_version').where('customer_id', '=', customerId).executeTakeFirst();
    return row?.session_version;
  }

  async emailTaken(email: string, exceptCustomerId?: number): Promise<boolean> {
    let query = this.db.selectFrom('customers').select('customer_id').where('customer_email', '=', email);
    if (exceptCustomerId !== undefined) query = query.where('customer_id', '!=', exceptCustomerId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Inserts an account; a unique violation on the e-mail surfaces as the database's error. */
  async insert(c: { customer_name: string; customer_display_name: string; customer_email: string; password_hash: string }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('customers')
      .values({ ...c, created_at: now, updated_at: now })
      .returning('customer_id')
      .executeTakeFirstOrThrow();
    return row.customer_id;
  }

  /**
   * Saves the account's fields; with `endSessions` the session version is raised in the same
   * statement (every token signed before is refused from then on). Answers the version now.
   */
  async update(
    customerId: number,
    changes: { customer_name: string; customer_display_name: string; customer_email: string; password_hash?: string },
    endSessions: boolean,
  ): Promise<number> {
    const row = await this.db
      .updateTable('customers')
      .set({
        ...changes,
        updated_at: new Date().toISOString(),
        ...(endSessions ? { session_version: sql<number>`session_version + 1` } : {}),
      })
      .where('customer_id', '=', customerId)
      .returning('session_version')
      .executeTakeFirstOrThrow();
    return row.session_version;
  }

  async setPasswordHash(customerId: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('customers').set({ password_hash: passwordHash }).where('customer_id', '=', customerId).execute();
  }
}
