import crypto from 'node:crypto';
import type { Metadata } from 'sharp';
import { CATALOG_MESSAGES, UPLOAD_MAX_PIXELS, UPLOAD_SIZES, UPLOAD_URL_PREFIX, type UploadResult } from '@shop/core/admin';
import { HttpError } from '../../http/errors.js';
import { Gate } from '../../lib/one-at-a-time.js';
import type { FileStorage } from './file-storage.js';

/** Formats sharp must find in the bytes themselves (the Content-Type header proves nothing). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP_QUALITY = 82;

/**
 * Pictures converted at once by this process: one, and a picture's sizes one after the
 * other, so a burst of uploads waits its turn instead of decoding side by side. (What a burst
 * leaves in memory is mostly glibc's per-thread arenas: npm start sets MALLOC_ARENA_MAX=2,
 * see npm run bench:uploads.)
 */
export const conversions = new Gate(1);

/**
 * Checks that the bytes are really a JPEG, PNG, WebP or GIF picture of at most
 * UPLOAD_MAX_PIXELS (from the header, before decoding a pixel), converts it to square WebP
 * pictures of UPLOAD_SIZES (centred, as the storefront's object-fit: cover shows them),
 * and only then stores them. Anything else is refused before a byte is stored.
 */
export async function storePicture(storage: FileStorage, bytes: Buffer): Promise<{ result: UploadResult; keys: string[] }> {
  // Loaded on the first upload: libvips is about 20 MB of memory a server that never takes
  // an upload (most of them, behind a balancer) should not carry.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new HttpError(400, CATALOG_MESSAGES.notAnImage);
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new HttpError(400, CATALOG_MESSAGES.notAnImage);
  // An animated GIF's height is that of all its frames; one frame is what is converted.
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * height > UPLOAD_MAX_PIXELS) {
    throw new HttpError(413, `${CATALOG_MESSAGES.uploadTooManyPixels} This one is ${meta.width} × ${height}.`);
  }

  let outputs: Array<{ size: number; data: Buffer }>;
  try {
    outputs = await conversions.run(async () => {
      const made: Array<{ size: number; data: Buffer }> = [];
      for (const size of Object.values(UPLOAD_SIZES)) {
        const data = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
          .rotate() // the camera's orientation, then the EXIF is dropped
          .resize(size, size, { fit: 'cover', position: 'centre' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        made.push({ size, data });
      }
      return made;
    });
  } catch {
    // The header was fine but the picture itself is broken or truncated.
    throw new HttpError(400, CATALOG_MESSAGES.notAnImage);
  }

  const id = crypto.randomBytes(16).toString('hex');
  const keys: string[] = [];
  try {
    for (const out of outputs) {
      const key = `${id}-${out.size}.webp`;
      await storage.put(key, out.data, 'image/webp');
      keys.push(key);
    }
  } catch (err) {
    await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
    throw err;
  }
  const url = (size: number) => `${UPLOAD_URL_PREFIX}${id}-${size}.webp`;
  return {
    keys,
    result: {
      image_url: url(UPLOAD_SIZES.large),
      thumbnail_url: url(UPLOAD_SIZES.small),
      original_width: meta.width,
      original_height: height,
      sizes: outputs.map((o) => ({ url: url(o.size), width: o.size, height: o.size, bytes: o.data.length })),
    },
  };
}
