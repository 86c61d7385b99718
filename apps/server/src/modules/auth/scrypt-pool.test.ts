import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { HASH_BUSY_MESSAGE, ScryptPool } from './scrypt-pool.js';

const job = (password: string) => ({ password, salt: Buffer.from('0123456789abcdef'), keyLength: 32, N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

describe('ScryptPool', () => {
  it('derives the same key as node:crypto, off the main thread', async () => {
    const pool = new ScryptPool(1, 4);
    const key = await pool.derive(job('Quartz#2024'));
    expect(key.equals(crypto.scryptSync('Quartz#2024', Buffer.from('0123456789abcdef'), 32, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }))).toBe(true);
  });

  it.runIf(process.platform === 'linux')('hashes on a thread of the lowest priority (nice 19), the event loop keeps its own', async () => {
    const nice = () =>
      fs.readdirSync('/proc/self/task').map((tid) => {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]); // field 19: nice
      });
    const before = nice().filter((n) => n === 19).length;
    const pool = new ScryptPool(1, 4);
    await pool.derive(job('Quartz#2024'));
    expect(nice().filter((n) => n === 19).length).toBe(before + 1);
    expect(fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]).toBe('0');
  });

  it('lets a bounded number wait and refuses the rest at once with 429', async () => {
    const pool = new ScryptPool(1, 2);
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => pool.derive(job(`pw${i}`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3); // one running, two waiting
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as HttpError);
    expect(refused).toHaveLength(3);
    expect(refused.every((e) => e instanceof HttpError && e.statusCode === 429 && e.message === HASH_BUSY_MESSAGE)).toBe(true);
    // Once the queue has drained it takes work again.
    expect((await pool.derive(job('again'))).length).toBe(32);
  });

  it('reports a failed derivation without losing the worker', async () => {
    const pool = new ScryptPool(1, 2);
    await expect(pool.derive({ ...job('x'), N: 3 })).rejects.toThrow();
    expect((await pool.derive(job('y'))).length).toBe(32);
  });
});
