// A clean `npm install` on the Node.js the README promises prints no engine warning: every
// package the lockfile installs must accept the oldest 20.x and 22.x the root package.json
// names (cookie@2 asked for 22, through fastify → light-my-request: package.json's overrides
// pin cookie@1 instead; jsdom and eslint ask 22.13 of a 22.x).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// '^20.19 || >=22.13' → the oldest of each: 20.19.0 and 22.13.0.
const SUPPORTED = rootPackage.engines.node.split('||').map((range) => semver.minVersion(range.trim()).version);

describe('the lockfile', () => {
  it('installs nothing whose engines refuse the Node.js versions the README promises', () => {
    const refused = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      const range = pkg.engines?.node;
      if (!where || !range) continue;
      for (const version of SUPPORTED) {
        if (!semver.satisfies(version, range)) refused.push(`${where.replace(/^.*node_modules\//, '')}@${pkg.version} needs node ${range}, not ${version}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
