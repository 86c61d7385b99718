import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('password hashing (scrypt N=2^15, r=8, p=1, 64-byte key, 16-byte salt)', () => {
  it('writes one self-describing string and verifies only the right password', async () => {
    const hash = await hashPassword('Quartz#2024');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(await verifyPassword('Quartz#2024', hash)).toBe(true);
    expect(await verifyPassword('quartz#2024', hash)).toBe(false);
    expect(await verifyPassword('Quartz#2024 ', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Quartz#2024')).not.toBe(await hashPassword('Quartz#2024'));
  });

  it('answers false, after the same work, for no hash or a damaged one', async () => {
    const hash = await hashPassword('Quartz#2024');
    expect(await verifyPassword('Quartz#2024', null)).toBe(false);
    expect(await verifyPassword('Quartz#2024', '')).toBe(false);
    expect(await verifyPassword('Quartz#2024', hash.slice(0, -4))).toBe(false);
    expect(await verifyPassword('Quartz#2024', hash.replace('ln=15', 'ln=40'))).toBe(false);
    expect(await verifyPassword('Quartz#2024', 'plain-text-password')).toBe(false);
  });

  it('verifies hashes made with other parameters and flags them for a rehash', async () => {
    // A hash made with ln=14 (as an older server might have): still accepted, then upgraded at login.
    const crypto = await import('node:crypto');
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync('Quartz#2024', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const old = `$scrypt$ln=14,r=8,p=1$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('Quartz#2024', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });
});
