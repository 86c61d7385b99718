/**
 * The first owner's setup link as a framed, plain-text banner, printed at start while the shop
 * has no owner, so it stands out among the JSON log lines:
 *
 *   ┌──────────────────────────────────────────────┐
 *   │ Back office: no owner account yet.           │
 *   │ Open this link to create it (it works once): │
 *   │ http://localhost:3000/admin/setup?token=…    │
 *   │ or run: npm run admin:create                 │
 *   └──────────────────────────────────────────────┘
 */
export function setupBanner(url: string): string {
  const lines = ['Back office: no owner account yet.', 'Open this link to create it (it works once):', url, 'or run: npm run admin:create'];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${rule}┘`, ''].join('\n') + '\n';
}
