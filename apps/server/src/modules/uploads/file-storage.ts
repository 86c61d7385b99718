import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { ShopDb } from '../../db/index.js';

/** A stored file: its bytes and the content type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded pictures live (DESIGN 8). Keys are made by the server (random, with the
 * size and extension: 'c0ffee…-800.webp'), never by a client, and a file never changes once
 * stored, so it can be cached for a year.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** The keys the server makes: 32 hex digits, a size and a known extension. */
export const UPLOAD_KEY_PATTERN = /^[a-f0-9]{32}-\d{2,4}\.(webp)$/;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

function checkKey(key: string): void {
  if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
}

/**
 * Files in a folder (by default `data/uploads/`, beside the SQLite file). Written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
export class DiskStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    checkKey(key);
    await fs.mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.${key}.${crypto.randomBytes(6).toString('hex')}.tmp`);
    await fs.writeFile(temp, bytes, { mode: 0o644 });
    await fs.rename(temp, path.join(this.dir, key));
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!UPLOAD_KEY_PATTERN.test(key)) return null;
    try {
      const bytes = await fs.readFile(path.join(this.dir, key));
      return { bytes, contentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await fs.rm(path.join(this.dir, key), { force: true });
  }
}

/** Files in the stored_files table: for several servers that share a database but no disk. */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly shop: ShopDb) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.shop.db.insertInto('stored_files').values({ file_key: key, content_type: contentType, bytes, created_at: new Date().toISOString() }).execute();
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!UPLOAD_KEY_PATTERN.test(key)) return null;
    const row = await this.shop.db.selectFrom('stored_files').select(['bytes', 'content_type']).where('file_key', '=', key).executeTakeFirst();
    return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.shop.db.deleteFrom('stored_files').where('file_key', '=', key).execute();
  }
}

/** The store UPLOAD_STORE names. */
export function createFileStorage(config: Pick<Config, 'uploadStore' | 'uploadDir'>, shop: ShopDb): FileStorage {
  return config.uploadStore === 'database' ? new DatabaseStorage(shop) : new DiskStorage(config.uploadDir);
}
