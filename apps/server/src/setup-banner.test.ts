import { describe, expect, it } from 'vitest';
import { setupBanner } from './setup-banner.js';

describe('setupBanner', () => {
  it('frames the setup link in plain text, every line the same width', () => {
    const url = 'http://localhost:3000/admin/setup?token=abc';
    const text = setupBanner(url);
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(lines).toContain(`│ ${url.padEnd(lines[0]!.length - 4)} │`);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(text).toContain('npm run admin:create');
    expect(text).not.toContain('{');
  });
});
