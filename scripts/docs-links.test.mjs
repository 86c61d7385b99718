// The README and the docs link only to files a clone has: every relative Markdown link
// resolves inside the repository, and nothing points outside it (the spec and the design
// used to be named as ../shared/…, which a clone does not have).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const markdown = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'), { recursive: true })
    .filter((f) => String(f).endsWith('.md'))
    .map((f) => path.join('docs', String(f))),
];

describe('the documentation', () => {
  it('links only to files in the repository', () => {
    const broken = [];
    for (const file of markdown) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
        const resolved = path.resolve(root, path.dirname(file), target);
        if (!resolved.startsWith(root + path.sep) || !fs.existsSync(resolved)) broken.push(`${file}: ${target}`);
      }
      for (const [ref] of text.matchAll(/\.\.\/shared\/[^\s`)]*/g)) broken.push(`${file}: ${ref}`);
    }
    expect(broken).toEqual([]);
  });

  it('keeps the specification and the design in docs/', () => {
    expect(fs.existsSync(path.join(root, 'docs/spec/storefront-spec.md'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'docs/DESIGN.md'))).toBe(true);
  });
});
