import readline from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { firstIssueMessage } from '@shop/core';
import { staffCreateSchema } from '@shop/core/admin';
import type { ShopDb } from './db/index.js';
import { StaffService } from './modules/staff/staff.service.js';

/** Asks for a password on the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, (answer) => resolve(answer));
      muted = true;
    });
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

export const ADMIN_CREATE_USAGE =
  'Usage: npm run admin:create -- --email you@example.com --name "Your Name" [--role owner|staff]\n' +
  'The password is asked for on the terminal, or read from ADMIN_PASSWORD (for scripts).';

/**
 * `npm run admin:create`: a back-office account made from the command line (the first owner
 * on a new shop, or a member when nobody can sign in). The password follows the customers'
 * rules; it never appears in the shell's history when typed at the prompt.
 */
export async function adminCreate(shop: ShopDb, argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'owner' } },
    allowPositionals: false,
  });
  if (!values.email || !values.name) throw new Error(ADMIN_CREATE_USAGE);
  const password =
    process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await askHidden('Password (8 to 20 characters, upper and lower case, a digit and @ or #): ') : '');
  const parsed = staffCreateSchema.safeParse({ email: values.email, name: values.name, role: values.role, password });
  if (!parsed.success) throw new Error(firstIssueMessage(parsed.error));
  const member = await new StaffService(shop).createFromCommandLine(parsed.data);
  console.log(`Created the ${member.role} account ${member.email}. Sign in at /admin.`);
}
