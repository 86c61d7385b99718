import { mix, tone, type Palette } from './art-palette.js';
import { between, type Rnd } from './random.js';

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];
export type Pt = readonly [number, number];

/** Rounds for output: whole units are plenty at these sizes and keep the files small. */
export const r0 = (v: number): number => Math.round(v);
export const r1 = (v: number): number => Math.round(v * 10) / 10;
/** Scale factors keep three decimals. */
export const sc = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * One picture being drawn: its random source and its <defs> (gradients, clip paths,
 * reusable shapes), with short unique ids.
 */
export class Art {
  readonly defs: string[] = [];
  private n = 0;
  private cache = new Map<string, string>();
  constructor(readonly rnd: Rnd) {}

  id(): string {
    return 'a' + (this.n++).toString(36);
  }

  /** A definition shared by everything that asks for the same markup. */
  shared(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id();
    this.defs.push(make(id));
    this.cache.set(key, id);
    return id;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r${cx},${cy},${r},${fx},${fy}|${stops.join(';')}`;
    const id = this.shared(key, (id) => {
      const f = fx !== cx || fy !== cy ? ` fx="${num(fx)}" fy="${num(fy)}"` : '';
      return `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"${f}>${stopsXml(stops)}</radialGradient>`;
    });
    return `url(#${id})`;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `l${x1},${y1},${x2},${y2}|${stops.join(';')}`;
    const id = this.shared(
      key,
      (id) => `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path holding the given shapes; returns the clip-path attribute value. */
  clip(inner: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  /** A path kept in <defs>, for drawing and clipping with <use>. */
  path(d: string): string {
    const id = this.id();
    this.defs.push(`<path id="${id}" d="${d}"/>`);
    return id;
  }
}

/** A short decimal: three places at most, no leading zero. */
export const num = (v: number): string => String(Math.round(v * 1000) / 1000).replace(/^(-?)0\./, '$1.');

function stopsXml(stops: readonly Stop[]): string {
  return stops.map(([o, c, op]) => `<stop offset="${num(o)}" stop-color="${c}"${op === undefined || op === 1 ? '' : ` stop-opacity="${num(op)}"`}/>`).join('');
}

/** A polygon as path data. */
export function poly(pts: readonly Pt[]): string {
  let d = '';
  pts.forEach(([x, y], i) => {
    d += (i === 0 ? 'M' : i === 1 ? 'L' : ' ') + r0(x) + ',' + r0(y);
  });
  return d + 'Z';
}

/** A smooth closed curve through the points (Catmull-Rom as cubic Béziers). */
export function smooth(p: readonly Pt[]): string {
  const n = p.length;
  const at = (i: number): Pt => p[((i % n) + n) % n]!;
  let d = `M${r0(at(0)[0])},${r0(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${r0(p1[0] + (p2[0] - p0[0]) / 6)},${r0(p1[1] + (p2[1] - p0[1]) / 6)} ${r0(p2[0] - (p3[0] - p1[0]) / 6)},${r0(p2[1] - (p3[1] - p1[1]) / 6)} ${r0(p2[0])},${r0(p2[1])}`;
  }
  return d + 'Z';
}

/** Points round an ellipse with the radius jittered, for pebbles and rocks. */
export function ring(rnd: Rnd, cx: number, cy: number, rx: number, ry: number, n: number, jitter: number, rot = 0): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2 + rot + between(rnd, -0.12, 0.12) * (jitter > 0.1 ? 1 : 0);
    const k = 1 + between(rnd, -jitter, jitter);
    pts.push([cx + Math.cos(t) * rx * k, cy + Math.sin(t) * ry * k]);
  }
  return pts;
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r0(cx - rx)},${r0(cy)}a${r0(rx)},${r0(ry)} 0 1,0 ${r0(2 * rx)},0a${r0(rx)},${r0(ry)} 0 1,0 ${r0(-2 * rx)},0Z`;
}

/** Light comes from the upper left: how lit a face is whose outward normal points at angle a (radians, y down). */
export function lit(a: number): number {
  const lx = -0.6;
  const ly = -0.8;
  return 0.5 + 0.42 * (Math.cos(a) * lx + Math.sin(a) * ly);
}

/** The fill for a rounded body: bright upper left, deep lower right. */
export function bodyFill(art: Art, p: Palette, lift = 0): string {
  return art.radial(
    [
      [0, tone(p, 0.97 + lift)],
      [0.25, tone(p, 0.72 + lift)],
      [0.7, tone(p, 0.45 + lift)],
      [1, tone(p, 0.2 + lift)],
    ],
    0.4,
    0.38,
    0.72,
    0.3,
    0.25,
  );
}

/** A darkening toward the lower-right edge, laid over a rounded body. */
export function volume(art: Art, strength = 0.38): string {
  return art.radial(
    [
      [0, '#000', 0],
      [0.55, '#000', 0],
      [1, '#000', strength],
    ],
    0.42,
    0.38,
    0.68,
  );
}

/** A soft white highlight. */
export function glow(art: Art, color = '#fff', opacity = 0.85): string {
  return art.radial([
    [0, color, opacity],
    [1, color, 0],
  ]);
}

/** The soft contact shadow under an object. */
export function shadow(art: Art, cx: number, cy: number, rx: number, ry: number, opacity = 0.32): string {
  const fill = art.radial([
    [0, '#1d1712', opacity],
    [0.55, '#1d1712', opacity * 0.45],
    [1, '#1d1712', 0],
  ]);
  return `<ellipse cx="${r0(cx)}" cy="${r0(cy)}" rx="${r0(rx)}" ry="${r0(ry)}" fill="${fill}"/>`;
}

/** A specular highlight ellipse. */
export function highlight(art: Art, cx: number, cy: number, rx: number, ry: number, rot = -30, opacity = 0.8): string {
  return `<ellipse cx="${r0(cx)}" cy="${r0(cy)}" rx="${r0(rx)}" ry="${r0(ry)}" transform="rotate(${r0(rot)} ${r0(cx)} ${r0(cy)})" fill="${glow(art, '#fff', opacity)}"/>`;
}

/** A small four-pointed glint. */
export function glint(x: number, y: number, s: number, opacity = 0.9): string {
  const a = s * 0.22;
  return `<path d="M${r1(x)},${r1(y - s)}L${r1(x + a)},${r1(y - a)} ${r1(x + s)},${r1(y)} ${r1(x + a)},${r1(y + a)} ${r1(x)},${r1(y + s)} ${r1(x - a)},${r1(y + a)} ${r1(x - s)},${r1(y)} ${r1(x - a)},${r1(y - a)}Z" fill="#fff" opacity="${opacity}"/>`;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The stone's surface pattern inside a box, to be clipped to the body by the caller.
 * `detail` scales how many marks are drawn (small beads get fewer).
 */
export function texture(art: Art, p: Palette, b: Box, detail = 1): string {
  const { rnd } = art;
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const big = Math.max(b.w, b.h);
  if (detail <= 0) return '';
  const count = (n: number) => Math.max(2, Math.round(n * detail));
  let out = '';
  switch (p.tex) {
    case 'bands': {
      const ox = cx + between(rnd, -0.3, 0.3) * b.w;
      const oy = cy + between(rnd, -0.3, 0.3) * b.h;
      const id = art.path(smooth(ring(rnd, 0, 0, 100, between(rnd, 60, 100), 9, 0.12)));
      const n = count(9);
      for (let i = n; i >= 1; i--) {
        const s = (big * 0.95 * i) / n / 100;
        const c = i % 2 ? p.c[3] : p.c[0];
        const w = r1((between(rnd, 0.25, 0.6) * big) / n / s);
        out += `<use href="#${id}" transform="translate(${r0(ox)} ${r0(oy)}) scale(${sc(s)})" fill="none" stroke="${c}" stroke-width="${w}" opacity="${i % 2 ? 0.5 : 0.35}"/>`;
      }
      break;
    }
    case 'stripes':
    case 'zoned':
    case 'metal': {
      const n = count(p.tex === 'metal' ? 12 : p.tex === 'zoned' ? 4 : 9);
      const angle = between(rnd, -35, 35);
      const colours = p.flash ?? [p.c[4], p.c[1], p.c[3]];
      let d = '';
      for (let i = 0; i < n; i++) {
        const y = -big * 0.7 + ((i + between(rnd, 0, 0.8)) / n) * big * 1.4;
        const amp = between(rnd, -0.12, 0.12) * big;
        const w = p.tex === 'metal' ? between(rnd, 0.6, 2.2) : p.tex === 'zoned' ? between(rnd, 0.08, 0.16) * big : between(rnd, 0.02, 0.09) * big;
        const c = p.tex === 'zoned' ? p.c[0] : p.tex === 'metal' ? (i % 2 ? p.c[4] : p.c[0]) : colours[i % colours.length]!;
        const op = p.tex === 'zoned' ? 0.22 : p.tex === 'metal' ? 0.35 : between(rnd, 0.28, 0.55);
        d += `<path d="M${r0(-big)},${r0(y)}Q0,${r0(y + amp)} ${r0(big)},${r0(y - amp * 0.5)}" stroke="${c}" stroke-width="${r1(w)}" opacity="${num(op)}"/>`;
      }
      out += `<g fill="none" transform="translate(${r0(cx)} ${r0(cy)}) rotate(${r0(angle)})">${d}</g>`;
      break;
    }
    case 'flecks':
    case 'sparkle':
    case 'speckle': {
      const n = count(p.tex === 'sparkle' ? 34 : p.tex === 'flecks' ? 22 : 30);
      let d = '';
      for (let i = 0; i < n; i++) {
        const x = b.x + rnd() * b.w;
        const y = b.y + rnd() * b.h;
        const r = p.tex === 'flecks' ? between(rnd, 1, 3.6) : between(rnd, 0.6, 2.2);
        d += `M${r1(x - r)},${r1(y)}a${r1(r)},${r1(r)} 0 1,0 ${r1(2 * r)},0a${r1(r)},${r1(r)} 0 1,0 ${r1(-2 * r)},0`;
      }
      out += `<path d="${d}" fill="${p.accent}" opacity="${p.tex === 'speckle' ? 0.45 : 0.85}"/>`;
      if (p.tex === 'flecks') out += veins(art, b, '#e8eefc', 2, 0.35);
      break;
    }
    case 'flash':
    case 'cloudy': {
      const colours = p.tex === 'cloudy' ? [p.c[4], p.c[4], p.c[1]] : (p.flash ?? [p.accent]);
      const n = detail < 0.6 ? 2 : 3;
      for (let i = 0; i < n; i++) {
        const c = colours[i % colours.length]!;
        const fill = glow(art, c, p.tex === 'cloudy' ? (i === 2 ? 0.25 : 0.4) : 0.85);
        const x = b.x + between(rnd, 0.2, 0.8) * b.w;
        const y = b.y + between(rnd, 0.2, 0.8) * b.h;
        out += `<ellipse cx="${r0(x)}" cy="${r0(y)}" rx="${r0(between(rnd, 0.25, 0.5) * b.w)}" ry="${r0(between(rnd, 0.12, 0.3) * b.h)}" transform="rotate(${r0(between(rnd, -60, 60))} ${r0(x)} ${r0(y)})" fill="${fill}"/>`;
      }
      break;
    }
    case 'veins':
      out += veins(art, b, p.accent, count(4), 0.55);
      break;
    case 'matrix':
      out += veins(art, b, p.accent, count(6), 0.75);
      break;
    case 'clear': {
      let d = '';
      for (let i = 0; i < count(3); i++) {
        const x = b.x + between(rnd, 0.2, 0.8) * b.w;
        const y = b.y + between(rnd, 0.3, 0.8) * b.h;
        d += `M${r0(x)},${r0(y)}l${r0(between(rnd, -0.15, 0.15) * b.w)},${r0(between(rnd, -0.25, -0.08) * b.h)}`;
      }
      out += `<path d="${d}" stroke="#fff" stroke-width="2" opacity=".55" fill="none"/>`;
      break;
    }
    case 'none':
      break;
  }
  return out;
}

function veins(art: Art, b: Box, colour: string, n: number, opacity: number): string {
  const { rnd } = art;
  let d = '';
  for (let i = 0; i < n; i++) {
    let x = b.x + rnd() * b.w;
    let y = b.y + rnd() * b.h;
    d += `M${r0(x)},${r0(y)}`;
    const dir = between(rnd, 0, Math.PI * 2);
    for (let k = 0; k < 5; k++) {
      const a = dir + between(rnd, -0.7, 0.7);
      const step = between(rnd, 0.08, 0.18) * Math.max(b.w, b.h);
      x += Math.cos(a) * step;
      y += Math.sin(a) * step;
      d += `${k === 0 ? 'L' : ' '}${r0(x)},${r0(y)}`;
    }
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${r1(Math.max(1, Math.max(b.w, b.h) / 160))}" stroke-linejoin="round" opacity="${opacity}"/>`;
}

/** A darker copy of a colour for outlines and sides. */
export const darker = (c: string, t = 0.35): string => mix(c, '#000000', t);
export const lighter = (c: string, t = 0.35): string => mix(c, '#ffffff', t);
