import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../../db/schema.js';

const MEMBER_COLUMNS = ['staff_id', 'email', 'name', 'role', 'active', 'created_at'] as const;

/** SQL for staff accounts, their sessions and the setup links. E-mails arrive lower-cased. */
export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async activeOwnerCount(db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Holds every active owner's row until the transaction ends (PostgreSQL; SQLite's
   * BEGIN IMMEDIATE already runs writers one at a time), so two owners demoting or switching
   * off each other at once are checked one after the other and one of them keeps the shop.
   */
  async lockActiveOwners(db: Kysely<Database>, engine: 'sqlite' | 'postgres'): Promise<void> {
    if (engine !== 'postgres') return;
    await db.selectFrom('staff').select('staff_id').where('role', '=', 'owner').where('active', '=', 1).orderBy('staff_id').forUpdate().execute();
  }

  findCredentials(email: string) {
    return this.db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findMember(staffId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('staff')
      .select([...MEMBER_COLUMNS, 'session_version'])
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
  }

  list() {
    return this.db.selectFrom('staff').select(MEMBER_COLUMNS).orderBy('staff_id').execute();
  }

  async insert(db: Kysely<Database>, row: { email: string; name: string; role: StaffRole; password_hash: string }): Promise<number> {
    const now = new Date().toISOString();
    const { staff_id } = await db
      .insertInto('staff')
      .values({ ...row, created_at: now, updated_at: now })
      .returning('staff_id')
      .executeTakeFirstOrThrow();
    return staff_id;
  }

  async update(
    db: Kysely<Database>,
    staffId: number,
    changes: Partial<{ name: string; role: StaffRole; active: number; password_hash: string }>,
    endSessions: boolean,
  ): Promise<void> {
    await db
      .updateTable('staff')
      .set((eb) => ({
        ...changes,
        updated_at: new Date().toISOString(),
        ...(endSessions ? { session_version: eb('session_version', '+', 1) } : {}),
      }))
      .where('staff_id', '=', staffId)
      .execute();
    if (endSessions) await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
  }

  async insertSession(row: { session_hash: string; staff_id: number; session_version: number; created_at: string; expires_at: string }): Promise<void> {
    await this.db
      .insertInto('staff_sessions')
      .values({ ...row, last_seen_at: row.created_at })
      .execute();
  }

  /** The session and its member, when both exist. */
  findSession(sessionHash: string) {
    return this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff as m', 'm.staff_id', 's.staff_id')
      .select([
        's.session_hash',
        's.expires_at',
        's.last_seen_at',
        's.session_version as token_version',
        'm.session_version',
        ...MEMBER_COLUMNS.map((c) => `m.${c}` as const),
      ])
      .where('s.session_hash', '=', sessionHash)
      .executeTakeFirst();
  }

  async touchSession(sessionHash: string, at: string): Promise<void> {
    await this.db.updateTable('staff_sessions').set({ last_seen_at: at }).where('session_hash', '=', sessionHash).execute();
  }

  async deleteSession(sessionHash: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('session_hash', '=', sessionHash).execute();
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('expires_at', '<', now).execute();
  }

  async insertSetupToken(tokenHash: string): Promise<void> {
    await this.db.insertInto('admin_setup_tokens').values({ token_hash: tokenHash, created_at: new Date().toISOString() }).execute();
  }

  async setupTokenExists(tokenHash: string, db: Kysely<Database> = this.db): Promise<boolean> {
    return Boolean(await db.selectFrom('admin_setup_tokens').select('token_hash').where('token_hash', '=', tokenHash).executeTakeFirst());
  }

  async deleteSetupTokens(db: Kysely<Database>): Promise<void> {
    await db.deleteFrom('admin_setup_tokens').execute();
  }
}
