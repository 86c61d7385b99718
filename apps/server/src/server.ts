import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import { StaffService } from './modules/staff/staff.service.js';
import { setupBanner } from './setup-banner.js';

/** Starts the shop: checks the environment, migrates, seeds an empty database, listens, and stops cleanly on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const shop = openDatabase(config.databaseUrl);
  await migrate(shop);
  const app = await buildApp({ config, shop });
  // The demo catalog and its seeding (demo/) are loaded only when SEED asks for them.
  if (config.seed !== 'none') {
    const { seedIfEmpty } = await import('./demo/seed-on-start.js');
    await seedIfEmpty(shop, config, (msg) => app.log.info(msg));
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Shop ready on ${shop.engine} (${shop.where})`);
  // The first owner (DESIGN 8): while the shop has none, a one-time link to create it.
  const setupPath = await new StaffService(shop).setupLinkIfNoOwner();
  if (setupPath) {
    const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
    app.log.warn(`Back office: no owner account yet. Open ${origin}${setupPath} to create it (the link works once), or run npm run admin:create.`);
    // And for the person at the terminal, framed where the log lines cannot bury it.
    process.stderr.write(setupBanner(`${origin}${setupPath}`));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
