// `npm test` (scripts/test.mjs) refuses a step it does not know, instead of running nothing
// and passing ('npm test -- unt').
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm test', () => {
  it('stops on a misspelt step and names the real ones', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/test.mjs'), 'unt'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("npm test: no step 'unt'; the steps are typecheck, lint, format, unit, build, api, fuzz, e2e");
    expect(run.stdout).not.toContain('===');
  });

  it("knows the 'format' step, and still refuses a misspelt one beside it", () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/test.mjs'), 'format', 'unt'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("npm test: no step 'unt'; the steps are typecheck, lint, format, unit, build, api, fuzz, e2e");
    expect(run.stdout).not.toContain('===');
  });
});
