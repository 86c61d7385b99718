import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../src/db/index.js';
import { seedDemo } from '../src/demo/catalog/demo-catalog.js';
import { postgresUrlFor, tempDir, testEngine, uniqueName, withPostgresAdmin } from './databases.js';

/**
 * Builds one migrated, demo-seeded template database for this run; each test file clones it
 * (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) and drops its clone.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testEngine === 'postgres') {
    const name = uniqueName('shop_tpl');
    await withPostgresAdmin((c) => c.query(`create database ${name}`));
    const shop = openDatabase(postgresUrlFor(name), { poolSize: 2 });
    await migrate(shop);
    await seedDemo(shop);
    await shop.close();
    project.provide('templateDatabase', name);
    return async () => {
      await withPostgresAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    };
  }
  const dir = tempDir('shop-tpl');
  const file = path.join(dir, 'template.db');
  const shop = openDatabase(`file:${file}`);
  await migrate(shop);
  await seedDemo(shop);
  // Closing folds the WAL into the main file, so a plain copy is a complete database.
  await shop.close();
  project.provide('templateDatabase', file);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
