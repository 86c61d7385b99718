#!/usr/bin/env node
// `npm run bench:uploads`: the memory a burst of large picture uploads takes. The application
// is built in this process on a fresh SQLite database (as bench:import does), an owner signs
// in, and BENCH_UPLOADS (4) uploads of one 40-megapixel PNG (7,300 × 5,475, under the 8 MiB
// limit; a PNG is decoded whole, where a JPEG can be decoded at an eighth of its size) are sent at once through its HTTP interface. The process's resident memory is
// sampled every 10 ms; the table gives it before, its peak, and the time the burst took.
// Run each way three times and quote the median (the machine's other work moves RSS too).
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { freshDatabase } from './fresh-database.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const { buildApp } = await tsImport('../apps/server/src/app.ts', import.meta.url);
const { loadConfig } = await tsImport('../apps/server/src/config.ts', import.meta.url);
const { openDatabase, migrate } = await tsImport('../apps/server/src/db/index.ts', import.meta.url);
const { StaffService } = await tsImport('../apps/server/src/modules/staff/staff.service.ts', import.meta.url);
const { default: sharp } = await import('sharp');

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const { url, drop } = await freshDatabase('sqlite', 'uploads');
const config = {
  ...loadConfig({ DATABASE_URL: url, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOG_LEVEL: 'silent', SEED: 'none' }),
  uploadStore: 'database',
};
const shop = openDatabase(config.databaseUrl);
try {
  await migrate(shop);
  const app = await buildApp({ config, shop, logger: false });
  await app.ready();
  const email = `bench.owner.${process.pid}@stoneshop.test`;
  const password = 'Jaipur#2026-bench';
  await new StaffService(shop).createFromCommandLine({ email, name: 'Bench Owner', role: 'owner', password });
  const session = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password } });
  const headers = { authorization: `Bearer ${session.json().data.token}`, 'content-type': 'image/png' };
  const picture = await sharp({ create: { width: 7300, height: 5475, channels: 3, background: { r: 120, g: 60, b: 160 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  // sharp's own first use (loading libvips, its caches) is not the burst's doing.
  await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers,
    payload: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, () => app.inject({ method: 'POST', url: '/api/admin/uploads', headers, payload: picture })),
  );
  const ms = performance.now() - t0;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = process.memoryUsage().rss;
  const statuses = answers.map((a) => a.statusCode).join(' ');
  console.log(
    `${UPLOADS} uploads at once of a ${(picture.length / 1024 / 1024).toFixed(1)} MiB 40-megapixel PNG, Node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log('| RSS before MiB | RSS peak MiB | growth MiB | RSS 2 s after MiB | burst ms | answers |');
  console.log('| ---: | ---: | ---: | ---: | ---: | --- |');
  console.log(`| ${mib(before)} | ${mib(peak)} | ${mib(peak - before)} | ${mib(after)} | ${ms.toFixed(0)} | ${statuses} |`);
  await app.close();
} finally {
  await shop.close().catch(() => undefined);
  await drop();
}
