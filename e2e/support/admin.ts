import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The back office (apps/admin, served under /admin) as its owner and staff use it: the
 * setup link from the server's log, sign-in and sign-out, the side navigation, and a picture
 * to upload. Labels are the admin app's own (apps/admin/src/**).
 */

/** A password that passes the staff (= customers') password rules: 8 to 20 characters, upper, lower, digit, @ or #. */
export const STAFF_PASSWORD = 'Jaipur#2026';

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** An e-mail no other test uses (the database lives for the whole run). */
export function uniqueStaffEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@stoneshop.example`;
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  return dir;
}

/** What the e2e server printed (playwright.config.ts's webServer tees it into the run's data folder). */
export function serverLogPath(): string {
  return join(dataDir(), 'server.log');
}

/**
 * The one-time setup link the server logs at start while the shop has no owner
 * ('Back office: no owner account yet. Open http://…/admin/setup?token=… to create it'),
 * as a path on the e2e server. Waits a little: the server logs it just after it starts
 * answering /api/health, which is all the runner waits for.
 */
export async function setupLinkFromServerLog(): Promise<string> {
  const pattern = /Back office: no owner account yet\. Open (https?:\/\/[^\s"]+\/admin\/setup\?token=[A-Za-z0-9_-]+)/;
  let link = '';
  await expect
    .poll(
      () => {
        const log = existsSync(serverLogPath()) ? readFileSync(serverLogPath(), 'utf8') : '';
        link = pattern.exec(log)?.[1] ?? '';
        return link;
      },
      { message: `the setup link in ${serverLogPath()}`, timeout: 10_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The owner made through the setup link, kept in the run's data folder: the link works once,
 * so a retry of the setup test (CI retries once) signs in with this instead of setting up again.
 */
const ownerFile = () => join(dataDir(), 'admin-owner.json');

export function savedOwner(): StaffAccount | null {
  return existsSync(ownerFile()) ? (JSON.parse(readFileSync(ownerFile(), 'utf8')) as StaffAccount) : null;
}

export function saveOwner(owner: StaffAccount): void {
  writeFileSync(ownerFile(), JSON.stringify(owner));
}

/**
 * Whether this worker may use the run's one setup link. Two specs need the run's owner
 * (admin.spec.ts through the screens, admin-outbox.spec.ts through the API) and run at once
 * in two workers: the first to ask gets the link (a file made exclusively), the other waits
 * for the owner it saves (ownerMadeElsewhere).
 */
export function claimSetupLink(): boolean {
  try {
    closeSync(openSync(join(dataDir(), 'admin-setup.claim'), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** The owner the spec that claimed the setup link made, once it is saved (up to 60 s). */
export async function ownerMadeElsewhere(): Promise<StaffAccount> {
  let made: StaffAccount | null = null;
  await expect.poll(() => (made = savedOwner()), { message: 'the owner made with the setup link by the spec that claimed it', timeout: 60_000 }).not.toBeNull();
  return made!;
}

/**
 * The run's owner, for a spec that needs one but does not tell the setup story itself: the one
 * admin.spec.ts made (kept in the run's data folder), or one made here through the setup link
 * from the server's log when this spec claims the link first, kept the same way so the other
 * specs sign in with it instead.
 */
export async function ownerOfTheRun(request: APIRequestContext): Promise<StaffAccount> {
  const earlier = savedOwner();
  if (earlier) return earlier;
  if (!claimSetupLink()) return ownerMadeElsewhere();
  const link = await setupLinkFromServerLog();
  const token = new URL(link, 'http://shop.invalid').searchParams.get('token');
  const owner: StaffAccount = { name: 'Meera Sharma', email: uniqueStaffEmail('meera'), password: STAFF_PASSWORD };
  const response = await request.post('/api/admin/setup', { data: { token, ...owner } });
  expect(response.ok(), await response.text()).toBe(true);
  saveOwner(owner);
  return owner;
}

/** A back-office session through the API (POST /api/admin/session): the Authorization header of `member`. */
export async function backOfficeHeaders(request: APIRequestContext, member: StaffAccount): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/session', { data: { email: member.email, password: member.password } });
  expect(response.ok(), `back-office sign-in: ${await response.text()}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

/** The settings lock this worker holds, if any. */
let heldSettingsLock: string | null = null;

/**
 * Takes the settings lock, so that no other spec changes the shop's settings meanwhile. A
 * save replaces every setting at once (what the owner's form holds), so two specs saving at
 * the same moment would undo each other's change: each holds this lock (a file made
 * exclusively in the run's data folder) from reading the settings to its last save, and
 * lets it go with releaseSettingsLock (in an afterEach, so a failing test lets it go too).
 * Waits up to 90 s for it.
 */
export async function holdSettingsLock(): Promise<void> {
  const lock = join(dataDir(), 'settings.lock');
  const until = Date.now() + 90_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      heldSettingsLock = lock;
      return;
    } catch {
      if (Date.now() > until) throw new Error(`the settings lock (${lock}) was not released within 90 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Lets the settings lock go, if this worker holds it. */
export function releaseSettingsLock(): void {
  if (heldSettingsLock) rmSync(heldSettingsLock, { force: true });
  heldSettingsLock = null;
}

/** Runs `change` holding the settings lock (holdSettingsLock). */
export async function withSettingsLock<T>(change: () => Promise<T>): Promise<T> {
  await holdSettingsLock();
  try {
    return await change();
  } finally {
    releaseSettingsLock();
  }
}

/** The back office's side navigation ('Back office'). */
export function adminNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Back office' });
}

/** A screen's title (the admin app's PageHeader draws it as the page's one h1). */
export function screenTitle(page: Page, title: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name: title });
}

/** Signs in on /admin/sign-in and waits for the signed-in frame (the member's name and role in the sidebar). */
export async function signInToBackOffice(page: Page, member: StaffAccount, role: 'Owner' | 'Staff'): Promise<void> {
  await page.goto('/admin/sign-in');
  await expect(screenTitle(page, 'Sign in')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectSignedIn(page, member, role);
}

/** The signed-in frame: the navigation, and the member's name, role and e-mail beside Sign out. */
export async function expectSignedIn(page: Page, member: StaffAccount, role: 'Owner' | 'Staff'): Promise<void> {
  await expect(adminNav(page)).toBeVisible();
  const sidebar = page.locator('.sidebar-user');
  await expect(sidebar).toContainText(member.name);
  await expect(sidebar).toContainText(`${role} · ${member.email.toLowerCase()}`);
}

/** Sign out from the sidebar: back on the sign-in screen, which says 'Signed out.'. */
export async function signOutOfBackOffice(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(screenTitle(page, 'Sign in')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Signed out.');
  await expect(adminNav(page)).toHaveCount(0);
}

/** Opens a screen from the side navigation and waits for its title. */
export async function openScreen(page: Page, item: string, title = item): Promise<void> {
  await adminNav(page).getByRole('link', { name: item, exact: true }).click();
  await expect(screenTitle(page, title)).toBeVisible();
}

/**
 * A second browser (its own cookies and storage: the back office keeps its session per tab)
 * whose console errors and page errors land in the test's `consoleErrors`, as the `page`
 * fixture's do. Closed by the caller.
 */
export async function watchedPage(browser: Browser, consoleErrors: string[]): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      consoleErrors.push(`console.error (second browser): ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error (second browser): ${error.stack ?? error.message}`));
  return { page, close: () => context.close() };
}

// ---------------------------------------------------------------- a picture to upload

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG made here (no file, no network): `size` × `size` pixels of RGB, a violet to
 * amber diagonal like a polished stone, encoded with zlib.
 */
export function stonePng(size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * (size - 1));
      row[1 + x * 3] = Math.round(110 + 130 * t);
      row[2 + x * 3] = Math.round(60 + 120 * t);
      row[3 + x * 3] = Math.round(170 - 130 * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
