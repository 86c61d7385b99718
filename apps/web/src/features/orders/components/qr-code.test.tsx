import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code';

describe('qrPath', () => {
  it('draws the dark modules of a QR code with its quiet zone, the same for the same text', () => {
    const link = 'upi://pay?pa=shop@okaxis&pn=Stone%20%26%20Crystal&am=3998.00&cu=INR';
    const qr = qrPath(link);
    // A version 5+ code (37+ modules) with two modules of white on each side.
    expect(qr.size).toBeGreaterThanOrEqual(41);
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The top-left finder pattern starts after the quiet zone, seven modules wide.
    expect(qr.path.startsWith('M2 2h7v1h-7z')).toBe(true);
    expect(qrPath(link)).toEqual(qr);
    expect(qrPath(`${link}&tn=x`).path).not.toBe(qr.path);
  });
});
