import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type Attachment } from 'mailparser';

/**
 * The e2e server's mail. It runs without SMTP_URL, so every message it sends is written whole
 * to `<data dir>/mail/<outbox id, 8 digits>-<kind>.eml` (the dev mailbox), the data dir being
 * the run's folder of playwright.config.ts (E2E_DATA_DIR, where e2e.db lives). A test reads
 * it as the shopper reads their inbox.
 */

export interface ReceivedMail {
  /** The file it was read from, for messages when a test fails. */
  file: string;
  subject: string;
  html: string;
  text: string;
  attachments: Attachment[];
}

/** How long a message may take to arrive: the server writes it off the request, after its outbox row. */
const ARRIVAL_MS = 15_000;
const POLL_MS = 250;

function mailDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  return join(dir, 'mail');
}

/** Every address of a To header, lower case. */
function recipients(to: AddressObject | AddressObject[] | undefined): string[] {
  const groups = to === undefined ? [] : Array.isArray(to) ? to : [to];
  return groups.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));
}

/** The mailbox's file names of `kind`, newest first (the outbox id leads the name, zero-padded). */
async function filesOfKind(dir: string, kind: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // nothing sent yet: the folder comes with the first message
  }
  return names
    .filter((name) => name.endsWith('.eml') && name.includes(kind))
    .sort()
    .reverse();
}

/**
 * The newest message of `kind` ('password_reset', 'order_placed' …) to `address`, waiting up
 * to 15 s (or `timeoutMs`) for it to be written. With `after`, only a message newer than that file (a second
 * link asked for after a first one). Throws, naming what the mailbox holds, when none comes.
 */
export async function waitForMail(
  address: string,
  kind: string,
  { after, timeoutMs = ARRIVAL_MS }: { after?: ReceivedMail; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const dir = mailDir();
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  const checked = new Set<string>();
  for (;;) {
    for (const name of await filesOfKind(dir, kind)) {
      if (after && name <= after.file) break;
      // A message's file is written once (a resend replaces it with the same text), so a name
      // looked at and not addressed to us need not be parsed again.
      if (checked.has(name)) continue;
      checked.add(name);
      const mail = await simpleParser(await readFile(join(dir, name)));
      if (!recipients(mail.to).includes(wanted)) continue;
      return {
        file: name,
        subject: mail.subject ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        text: mail.text ?? '',
        attachments: mail.attachments,
      };
    }
    if (Date.now() > deadline) {
      const held = await filesOfKind(dir, '');
      throw new Error(
        `No ${kind} e-mail to ${address} in ${dir} within ${timeoutMs / 1000} s (it holds ${held.length} message(s): ${held.slice(0, 5).join(', ')})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The first link in `text` whose path starts with `pathname` ('/ResetPassword'), as a path
 * and query on the storefront: the mail's links carry the server's own origin (PUBLIC_URL, or
 * http://localhost:PORT without one), so a test opens them on its baseURL.
 */
export function linkIn(text: string, pathname: string): string {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathname} link in the e-mail's text:\n${text}`);
}
