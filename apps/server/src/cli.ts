import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import { adminCreate } from './admin-create.js';

/**
 * `migrate` brings the schema up to date; `seed` replaces the catalog with the demo one
 * (SEED_PRODUCTS sets its size); `admin:create` makes a back-office account.
 */
async function main(command: string | undefined, rest: string[]): Promise<void> {
  const config = loadConfig();
  const shop = openDatabase(config.databaseUrl);
  try {
    await migrate(shop);
    console.log(`Migrated ${shop.engine} database at ${shop.where}`);
    if (command === 'seed') {
      // The demo catalog (demo/) is loaded only to seed it.
      const { resetAndSeed } = await import('./demo/catalog/demo-catalog.js');
      const started = Date.now();
      const summary = await resetAndSeed(shop, { products: config.seedProducts, log: (m: string) => console.log(m) });
      console.log(`Seeded the demo catalog in ${Date.now() - started} ms:`, summary);
    } else if (command === 'admin:create') {
      await adminCreate(shop, rest);
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command '${command ?? ''}': use migrate, seed or admin:create`);
    }
  } finally {
    await shop.close();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
