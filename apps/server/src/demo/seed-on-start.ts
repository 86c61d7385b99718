import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { ShopDb } from '../db/index.js';
import { seedDemo } from './catalog/demo-catalog.js';

/**
 * Seeds the demo catalog when the database has no products and SEED is 'demo'.
 * Several processes may start at once against one PostgreSQL: an advisory lock lets one
 * seed while the others wait, and they then find products and skip it.
 */
export async function seedIfEmpty(shop: ShopDb, config: Pick<Config, 'seed' | 'seedProducts'>, log: (msg: string) => void): Promise<void> {
  if (config.seed === 'none') return;
  const seedWhenEmpty = async () => {
    const row = await shop.db.selectFrom('products').select('product_id').limit(1).executeTakeFirst();
    if (row) return;
    const started = Date.now();
    const summary = await seedDemo(shop, { products: config.seedProducts, log });
    log(`Seeded the demo catalog in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
  };
  if (shop.engine === 'sqlite') return seedWhenEmpty();
  // PostgreSQL: a session lock held on one connection makes concurrent starters wait their turn.
  await shop.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK_KEY})`.execute(conn);
    try {
      await seedWhenEmpty();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK_KEY})`.execute(conn);
    }
  });
}

/** Any fixed number: the advisory lock that serialises demo seeding across processes. */
const SEED_LOCK_KEY = 724_501;
