import type { Kysely } from 'kysely';
import { ADDRESS_COLUMN_NAMES, type AddressColumns, type Database } from '../../db/schema.js';

/** The fields of an address the customer writes (never its id, owner, default flag or dates). */
export type AddressFields = AddressColumns;

const COLUMNS = ['customer_address_id', ...ADDRESS_COLUMN_NAMES, 'default_address'] as const;

/**
 * SQL for delivery addresses. Every statement is scoped by the owner's customer_id, so an
 * id that belongs to someone else simply matches nothing.
 */
export class AddressesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (repo: AddressesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new AddressesRepository(trx)));
  }

  /**
   * Takes the customer's row lock for the rest of the transaction (a no-op write: a row lock
   * on PostgreSQL, the write lock on SQLite), so two address writes of one customer run one
   * after the other and the one-default rule and the cap hold under concurrency.
   */
  async lockCustomer(customerId: number): Promise<void> {
    await this.db
      .updateTable('customers')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('customer_id', '=', customerId)
      .execute();
  }

  async count(customerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('customer_addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of the customer's addresses: the default first, then the newest. */
  page(customerId: number, limit: number, offset: number) {
    return this.db
      .selectFrom('customer_addresses')
      .select(COLUMNS)
      .where('customer_id', '=', customerId)
      .orderBy('default_address', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('customer_address_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  find(customerId: number, addressId: number) {
    return this.db
      .selectFrom('customer_addresses')
      .select(COLUMNS)
      .where('customer_id', '=', customerId)
      .where('customer_address_id', '=', addressId)
      .executeTakeFirst();
  }

  async insert(customerId: number, fields: AddressFields, isDefault: boolean): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('customer_addresses')
      .values({ ...fields, customer_id: customerId, default_address: isDefault ? 1 : 0, created_at: now, updated_at: now })
      .returning('customer_address_id')
      .executeTakeFirstOrThrow();
    return row.customer_address_id;
  }

  async update(customerId: number, addressId: number, fields: AddressFields): Promise<void> {
    await this.db
      .updateTable('customer_addresses')
      .set({ ...fields, updated_at: new Date().toISOString() })
      .where('customer_id', '=', customerId)
      .where('customer_address_id', '=', addressId)
      .execute();
  }

  /** Makes `addressId` the customer's only default: the old default is cleared first (the unique index allows one). */
  async makeDefault(customerId: number, addressId: number): Promise<void> {
    await this.db
      .updateTable('customer_addresses')
      .set({ default_address: 0 })
      .where('customer_id', '=', customerId)
      .where('default_address', '=', 1)
      .where('customer_address_id', '!=', addressId)
      .execute();
    await this.db
      .updateTable('customer_addresses')
      .set({ default_address: 1 })
      .where('customer_id', '=', customerId)
      .where('customer_address_id', '=', addressId)
      .execute();
  }

  async delete(customerId: number, addressId: number): Promise<void> {
    await this.db.deleteFrom('customer_addresses').where('customer_id', '=', customerId).where('customer_address_id', '=', addressId).execute();
  }

  /** The customer's most recently created address, if any. */
  async newest(customerId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('customer_addresses')
      .select('customer_address_id')
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('customer_address_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.customer_address_id;
  }
}
