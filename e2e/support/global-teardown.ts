import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { resolve, sep } from 'node:path';

/** Removes this run's database folder; only ever one made under the system temp folder. */
export default async function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || !resolve(dataDir).startsWith(resolve(tmpdir()) + sep)) return;
  await rm(dataDir, { recursive: true, force: true });
}
