import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config, type MailConfig } from '../src/config.js';
import { openDatabase, type ShopDb } from '../src/db/index.js';
import { postgresUrlFor, tempDir, testEngine, uniqueName, withPostgresAdmin } from './databases.js';

export interface TestShop {
  app: FastifyInstance;
  shop: ShopDb;
  config: Config;
  /** GET an API path (without /api/) and return status and parsed JSON. */
  get<T = any>(pathAndQuery: string, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  request<T = any>(opts: InjectOptions): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * A full application on its own copy of the seeded template database (SQLite or PostgreSQL,
 * per TEST_ENGINE), with response schemas checked. Close it in afterAll.
 */
export async function createTestShop(
  overrides: Partial<Omit<Config, 'mail'>> & { mail?: Partial<MailConfig> } = {},
  options: { logger?: boolean } = {},
): Promise<TestShop> {
  const template = inject('templateDatabase');
  let databaseUrl: string;
  let drop: () => Promise<void>;
  if (testEngine === 'postgres') {
    const name = uniqueName('shop_test');
    await withPostgresAdmin((c) => c.query(`create database ${name} template ${template}`));
    databaseUrl = postgresUrlFor(name);
    drop = () => withPostgresAdmin(async (c) => void (await c.query(`drop database if exists ${name} with (force)`)));
  } else {
    const dir = tempDir('shop-test');
    const file = path.join(dir, 'shop.db');
    fs.copyFileSync(template, file);
    databaseUrl = `file:${file}`;
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const base = loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', LOG_LEVEL: 'silent' });
  // Mail stays in a folder of the test's own, and no sender runs unless a test asks for one
  // (the mail tests start it, pointed at their SMTP sink).
  const mailDir = tempDir('shop-test-mail');
  const config: Config = {
    ...base,
    catalogCacheMs: 0,
    ...overrides,
    mail: { ...base.mail, mailboxDir: mailDir, senderOn: false, ...overrides.mail },
  };
  const dropDatabase = drop;
  drop = async () => {
    await dropDatabase();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
  const shop = openDatabase(config.databaseUrl, { poolSize: 4 });
  const app = await buildApp({ config, shop, validateResponses: true, logger: options.logger ?? false });
  await app.ready();

  const request = async (opts: InjectOptions) => {
    const res = await app.inject(opts);
    let body: any = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON: keep the text
    }
    return { status: res.statusCode, body, headers: res.headers as Record<string, unknown> };
  };
  return {
    app,
    shop,
    config,
    request,
    get: (p, headers) => request({ method: 'GET', url: `/api/${p}`, headers }),
    async close() {
      await app.close();
      await drop();
    },
  };
}
