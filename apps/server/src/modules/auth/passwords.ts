import crypto from 'node:crypto';
import { ScryptPool } from './scrypt-pool.js';

/**
 * Password hashing with scrypt (RFC 7914) from node:crypto, run on worker threads of its own
 * (scrypt-pool.ts) so a hash never blocks the event loop nor the thread pool that serves files. Parameters: N = 2^15, r = 8, p = 1 (32 MiB of memory per
 * hash), a 64-byte key and a 16-byte random salt. A hash is stored as one self-describing
 * string in the PHC style, `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (unpadded base64), so the
 * parameters can be raised later without breaking stored hashes.
 */
export const SCRYPT_PARAMS = { ln: 15, r: 8, p: 1 } as const;
export const SCRYPT_KEY_BYTES = 64;
export const SCRYPT_SALT_BYTES = 16;

interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

const HASH_FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * A hash of a random password nobody knows, in the current parameters. An unknown e-mail is
 * checked against it, so a login for an address without an account costs the same scrypt
 * run as one with a wrong password and the two cannot be told apart by time.
 */
const DUMMY_HASH = '$scrypt$ln=15,r=8,p=1$48L/ljyiVCLf81LQitV1KA$yErQaii13rUWvQBH2dTAGAFqm6h5h6xVmiQ8wFtaoKJIXZg0IGcN2bIoWjuDzCQKs9AeVLXQE4VPTFDc0ZmN3Q';

let pool: ScryptPool | null = null;

/** scrypt on the hashing threads (see scrypt-pool.ts): never on libuv's pool, never unbounded. */
function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  pool ??= new ScryptPool();
  return pool.derive({
    password: password.normalize('NFC'),
    salt,
    keyLength: SCRYPT_KEY_BYTES,
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 · N · r bytes; allow twice that so Node's bound never refuses it.
    maxmem: 256 * N * params.r,
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function parseHash(stored: string): ParsedHash | null {
  const m = HASH_FORMAT.exec(stored);
  if (!m) return null;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Only parameters this server could have written: a tampered row cannot ask for gigabytes.
  if (ln < 10 || ln > 20 || r < 1 || r > 16 || p < 1 || p > 4) return null;
  return { ln, r, p, salt: Buffer.from(m[4]!, 'base64'), key: Buffer.from(m[5]!, 'base64') };
}

/** Hashes a password with a fresh salt in the current parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SCRYPT_SALT_BYTES);
  const key = await scrypt(password, salt, SCRYPT_PARAMS);
  const { ln, r, p } = SCRYPT_PARAMS;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

/**
 * Whether `password` matches the stored hash, compared in constant time. With no stored hash
 * (an unknown e-mail) the dummy hash is checked instead and the answer is always false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = (stored ? parseHash(stored) : null) ?? parseHash(DUMMY_HASH)!;
  const key = await scrypt(password, parsed.salt, parsed);
  const same = key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
  return same && !!stored && stored !== DUMMY_HASH;
}

/** Whether a stored hash was made with other parameters than today's (rehash it at the next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.ln !== SCRYPT_PARAMS.ln || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p;
}
