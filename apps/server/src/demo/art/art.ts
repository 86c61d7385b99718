import { TtlCache, stringBytes } from '../../lib/cache.js';
import { mix, palette, PALETTES, type Palette } from './art-palette.js';
import { Art, r0, sc, shadow, glow } from './art-kit.js';
import { form, FORMS, pebble, type Drawn } from './art-forms.js';
import { between, hashString, mulberry32 } from './random.js';

/**
 * Generated artwork. Every picture of the demo catalog is an SVG drawn from its URL alone:
 * `/media/art/<kind>-<mineral>-<form>-<seed>[-<view>].svg`, e.g.
 * `/media/art/product-amethyst-cluster-1234-2.svg`. The same recipe always gives the same
 * bytes, so any number of stateless servers agree without sharing files.
 */

export type ArtKind = 'product' | 'category' | 'banner' | 'slide' | 'blog';

export interface ArtRecipe {
  kind: ArtKind;
  /** a key of PALETTES (e.g. 'rose-quartz', or a kit's set such as 'chakra') */
  mineral: string;
  /** a key of FORMS (e.g. 'cluster', 'sphere', 'ganesha') */
  form: string;
  /** 0 to 999,999,999: varies the object */
  seed: number;
  /** product gallery view, 0 to 4 (product pictures only) */
  view?: number;
}

export const ART_MINERALS: readonly string[] = Object.keys(PALETTES);
export const ART_FORMS: readonly string[] = Object.keys(FORMS);
export const ART_VIEWS = 5;
export const ART_PREFIX = '/media/art/';

const SIZES: Record<ArtKind, readonly [number, number]> = {
  product: [800, 800],
  category: [600, 400],
  banner: [600, 400],
  slide: [1600, 600],
  blog: [1200, 675],
};

const MAX_SEED = 999_999_999;

/** The recipe string of a picture (no prefix, no extension). */
export function artRecipe(r: ArtRecipe): string {
  const base = `${r.kind}-${r.mineral}-${r.form}-${r.seed}`;
  return r.kind === 'product' ? `${base}-${r.view ?? 0}` : base;
}

/** The URL the server answers for a picture. */
export function artUrl(r: ArtRecipe): string {
  return `${ART_PREFIX}${artRecipe(r)}.svg`;
}

const NUM = /^(0|[1-9]\d{0,8})$/;

/** Reads a recipe string; null when any part is unknown or not in canonical form. */
export function parseArtRecipe(recipe: string): ArtRecipe | null {
  if (recipe.length > 80 || !/^[a-z0-9-]+$/.test(recipe)) return null;
  const parts = recipe.split('-');
  const kind = parts.shift() as ArtKind | undefined;
  if (!kind || !Object.hasOwn(SIZES, kind)) return null;
  let view: number | undefined;
  if (kind === 'product') {
    const v = parts.pop();
    if (v === undefined || !/^[0-4]$/.test(v)) return null;
    view = Number(v);
  }
  const seedText = parts.pop();
  const formKey = parts.pop();
  const mineral = parts.join('-');
  if (seedText === undefined || !NUM.test(seedText) || formKey === undefined) return null;
  const seed = Number(seedText);
  if (seed > MAX_SEED || !form(formKey) || !palette(mineral)) return null;
  return view === undefined ? { kind, mineral, form: formKey, seed } : { kind, mineral, form: formKey, seed, view };
}

/**
 * Pictures already drawn, by recipe, within a memory budget: the least recently served go
 * first, so a stream of new recipes (every seed is a valid picture) cannot grow the heap.
 */
export const ART_CACHE_MAX_BYTES = 8 * 1024 * 1024;
const cache = new TtlCache<string>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 2_000, maxBytes: ART_CACHE_MAX_BYTES, sizeOf: stringBytes });

/** Forgets the memoised pictures (tests, or to free memory). */
export function clearArtCache(): void {
  cache.clear();
}

/** The SVG for a recipe, or null for an unknown or malformed one. Memoised within a byte budget. */
export function renderArt(recipe: string): string | null {
  const hit = cache.get(recipe);
  if (hit !== undefined) return hit;
  const r = parseArtRecipe(recipe);
  if (!r) return null;
  const svg = draw(r);
  cache.set(recipe, svg);
  return svg;
}

function draw(r: ArtRecipe): string {
  const p = palette(r.mineral)!;
  const shape = form(r.form)!;
  const [W, H] = SIZES[r.kind];
  // The object depends on the seed alone, so every view shows the same stone.
  const art = new Art(mulberry32(hashString(`${r.mineral}/${r.form}/${r.seed}`)));
  const obj = shape(art, p);
  const bg = mulberry32(hashString(`${r.kind}/${r.seed}/${r.view ?? 0}`));
  let body: string;
  switch (r.kind) {
    case 'product':
      body = productScene(art, p, obj, r.view ?? 0, bg);
      break;
    case 'category':
      body = tileScene(art, p, obj, W, H, false, bg);
      break;
    case 'banner':
      body = tileScene(art, p, obj, W, H, true, bg);
      break;
    case 'slide':
      body = wideScene(art, p, obj, W, H, r, bg, 0.95);
      break;
    case 'blog':
      body = wideScene(art, p, obj, W, H, r, bg, 1);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` + `<defs>${art.defs.join('')}</defs>${body}</svg>`;
}

/** Places an object (base at its origin) with its shadow. */
function place(art: Art, obj: Drawn, x: number, y: number, k: number, flip = false, shadowOpacity = 0.32): string {
  const sh = shadow(art, x, y + 4 * k, obj.rx * 1.12 * k, Math.max(14, obj.rx * 0.16) * k, shadowOpacity);
  return `${sh}<g transform="translate(${r0(x)} ${r0(y)}) scale(${flip ? -sc(k) : sc(k)} ${sc(k)})">${obj.svg}</g>`;
}

const CREAM = '#f6f2ec';

function productScene(art: Art, p: Palette, obj: Drawn, view: number, rnd: () => number): string {
  const light = mix(p.c[3], CREAM, 0.8);
  const tint = mix(p.c[2], CREAM, 0.62);
  const fitK = Math.min(1.6, 450 / Math.max(obj.h, 1), 600 / (obj.rx * 2.3));
  const baseY = 400 + (obj.h * fitK) / 2 + 10;
  switch (view) {
    case 0: {
      const bgFill = art.linear([
        [0, mix(light, '#ffffff', 0.4)],
        [1, light],
      ]);
      return `<rect width="800" height="800" fill="${bgFill}"/><rect y="${r0(baseY - 40)}" width="800" height="${r0(840 - baseY)}" fill="${art.linear([
        [0, tint, 0],
        [1, tint, 0.55],
      ])}"/>${place(art, obj, 400, baseY, fitK)}`;
    }
    case 1: {
      const k = fitK * 0.9;
      const bgFill = art.radial(
        [
          [0, mix(tint, '#ffffff', 0.5)],
          [1, tint],
        ],
        0.5,
        0.4,
        0.75,
      );
      return `<rect width="800" height="800" fill="${bgFill}"/>${place(art, obj, 400 + between(rnd, -30, 30), 400 + (obj.h * k) / 2 + 10, k, true)}`;
    }
    case 2: {
      const bgFill = art.radial(
        [
          [0, '#4a4c55'],
          [1, '#1f2025'],
        ],
        0.5,
        0.35,
        0.8,
      );
      const halo = `<ellipse cx="400" cy="${r0(baseY - (obj.h * fitK) / 2)}" rx="330" ry="300" fill="${glow(art, p.c[3], 0.22)}"/>`;
      return `<rect width="800" height="800" fill="${bgFill}"/>${halo}${place(art, obj, 400, baseY, fitK, false, 0.6)}`;
    }
    case 3: {
      const k = fitK * 1.55;
      const bgFill = art.linear(
        [
          [0, mix(p.c[3], '#ffffff', 0.55)],
          [1, mix(p.c[2], CREAM, 0.45)],
        ],
        0,
        0,
        1,
        1,
      );
      const x = 400 + between(rnd, -40, 40);
      return `<rect width="800" height="800" fill="${bgFill}"/>${place(art, obj, x, 400 + (obj.h * k) / 2, k)}`;
    }
    default: {
      const k = fitK * 0.82;
      const y = 560;
      const wood = art.linear([
        [0, '#c9b296'],
        [1, '#9c8063'],
      ]);
      let grain = '';
      for (let i = 0; i < 7; i++) {
        const gy = r0(y - 40 + between(rnd, 0, 260));
        grain += `M0,${gy}Q400,${gy + r0(between(rnd, -14, 14))} 800,${gy + r0(between(rnd, -10, 10))}`;
      }
      return (
        `<rect width="800" height="800" fill="${art.linear([
          [0, '#eee8e0'],
          [1, '#ddd3c7'],
        ])}"/>` +
        `<rect y="${y - 60}" width="800" height="${860 - y}" fill="${wood}"/>` +
        `<path d="${grain}" stroke="#7a5d42" stroke-opacity=".18" stroke-width="2" fill="none"/>` +
        place(art, obj, 400 + between(rnd, -50, 50), y + 40, k, false, 0.42)
      );
    }
  }
}

function tileScene(art: Art, p: Palette, obj: Drawn, W: number, H: number, banner: boolean, rnd: () => number): string {
  const k = Math.min(0.8, (banner ? 270 : 310) / Math.max(obj.h, 1), (banner ? 300 : 380) / (obj.rx * 2.2));
  const x = banner ? W * 0.72 : W / 2;
  const y = H / 2 + (obj.h * k) / 2 + 6;
  const from = banner ? mix(p.c[3], '#ffffff', 0.55) : mix(p.c[3], CREAM, 0.72);
  const to = banner ? mix(p.c[2], CREAM, 0.35) : mix(p.c[2], CREAM, 0.55);
  let s = `<rect width="${W}" height="${H}" fill="${art.linear(
    [
      [0, from],
      [1, to],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<circle cx="${r0(x)}" cy="${r0(H / 2)}" r="${r0(H * 0.42)}" fill="${glow(art, '#ffffff', 0.55)}"/>`;
  if (banner) s += `<circle cx="${r0(W * 0.1 + between(rnd, 0, 40))}" cy="${r0(H * 0.85)}" r="${r0(H * 0.5)}" fill="#fff" opacity=".12"/>`;
  return s + place(art, obj, x, y, k);
}

function wideScene(art: Art, p: Palette, obj: Drawn, W: number, H: number, r: ArtRecipe, rnd: () => number, scale: number): string {
  const blog = r.kind === 'blog';
  const k = Math.min(1.25, (H * 0.8) / Math.max(obj.h, 1), (W * 0.36) / (obj.rx * 2.2)) * scale;
  const x = blog ? W * 0.6 : W * 0.7;
  const floor = H * (blog ? 0.86 : 0.88);
  const from = blog ? '#efe7dc' : mix(p.c[4], CREAM, 0.6);
  const to = blog ? mix(p.c[3], '#e6dccf', 0.75) : mix(p.c[2], CREAM, 0.5);
  let s = `<rect width="${W}" height="${H}" fill="${art.linear(
    [
      [0, from],
      [1, to],
    ],
    0,
    0,
    1,
    0.3,
  )}"/>`;
  s += `<ellipse cx="${r0(x)}" cy="${r0(H * 0.48)}" rx="${r0(H * 0.6)}" ry="${r0(H * 0.52)}" fill="${glow(art, '#ffffff', 0.6)}"/>`;
  s += `<rect y="${r0(floor - 30)}" width="${W}" height="${r0(H - floor + 30)}" fill="${art.linear([
    [0, p.c[2], 0],
    [1, p.c[1], 0.18],
  ])}"/>`;
  // A few tumbled stones of the same kind beside the main piece.
  const stones = p.set ? p.set.map((m) => palette(m) ?? p) : [p, p, p];
  // Big pieces fill the frame (and the byte budget) on their own.
  if (obj.svg.length + art.defs.join('').length > 4500) return s + place(art, obj, x, floor, k);
  let side = '';
  const sx = x + (blog ? -W * 0.27 : W * 0.2);
  for (let i = 0; i < 3; i++) {
    const sp = stones[i % stones.length]!;
    const rx = between(rnd, 34, 46) * (H / 600);
    side += pebble(
      art,
      sp,
      sx + (i - 1) * rx * 2.1 + between(rnd, -8, 8),
      floor - rx * 0.4 + (i === 1 ? -rx * 0.5 : 0),
      rx,
      rx * 0.72,
      between(rnd, -0.5, 0.5),
      0,
    );
  }
  return s + place(art, obj, x, floor, k) + shadowed(art, side, sx, floor, H);
}

function shadowed(art: Art, stones: string, x: number, floor: number, H: number): string {
  return shadow(art, x, floor + 4, H * 0.22, H * 0.03, 0.25) + stones;
}
