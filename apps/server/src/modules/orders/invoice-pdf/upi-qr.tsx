import { Path, Svg } from '@react-pdf/renderer';
import { encode } from 'uqr';

/** Light modules around the code: the QR spec's quiet zone is four, which scanners need to find it. */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR code as one SVG path, a rectangle per horizontal run of dark
 * modules: one vector object instead of hundreds, so the page stays small and sharp at any
 * zoom or print resolution.
 */
export function qrPath(text: string): { path: string; modules: number } {
  // Error correction M (15%): the code survives a crease or a smudge on a printed invoice,
  // and a usual upi:// link (~140 characters) stays at version 8, 49 modules: about
  // 0.5 mm each at QR_SIZE, which phone cameras read from paper.
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const from = x;
      while (x + 1 < size && row[x + 1]) x++;
      path += `M${from} ${y}h${x - from + 1}v1h${-(x - from + 1)}z`;
    }
  });
  return { path, modules: size };
}

/** A QR code of `text`, `size` points square, quiet zone included. */
export function QrCode({ text, size, color }: { text: string; size: number; color: string }) {
  const { path, modules } = qrPath(text);
  const box = modules + 2 * QUIET_ZONE;
  return (
    <Svg width={size} height={size} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}>
      <Path d={path} fill={color} />
    </Svg>
  );
}
