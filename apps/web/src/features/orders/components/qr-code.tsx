import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (scanners want some white around it). */
const QUIET_ZONE = 2;

/**
 * The dark modules of a QR code as one SVG path, a run of modules per row segment, so the
 * code is a few hundred bytes of markup drawn in the browser (uqr encodes, no network).
 */
export function qrPath(value: string): { size: number; path: string } {
  const { data, size } = encode(value, { ecc: 'M', border: QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join('') };
}

export interface QrCodeProps {
  value: string;
  /** What the code is for, read by screen readers. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/** A QR code of `value` as an inline SVG, black on white whatever the theme (scanners need the contrast). */
export function QrCode({ value, label, size = 192, className }: QrCodeProps) {
  const qr = useMemo(() => qrPath(value), [value]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
