import { mix, palette, PALETTES, tone, type Palette } from './art-palette.js';
import {
  Art,
  bodyFill,
  darker,
  ellipsePath,
  glint,
  glow,
  highlight,
  lighter,
  lit,
  poly,
  r0,
  r1,
  ring,
  sc,
  smooth,
  texture,
  volume,
  type Box,
  type Pt,
} from './art-kit.js';
import { between, intBetween, pick, shuffled } from './random.js';

/**
 * Each form draws one object standing on the origin (its base at y = 0, growing upward),
 * about 440 units wide and at most 460 tall, and says how wide its shadow is.
 */
export interface Drawn {
  svg: string;
  /** half-width of the contact shadow */
  rx: number;
  /** height of the object, for framing close-ups */
  h: number;
}

type FormFn = (art: Art, p: Palette) => Drawn;

/** Groups many small polygons by colour so a druzy or a rock costs a few <path>s. */
class Buckets {
  private m = new Map<string, string>();
  add(colour: string, d: string): void {
    this.m.set(colour, (this.m.get(colour) ?? '') + d);
  }
  svg(extra = ''): string {
    let s = '';
    for (const [c, d] of this.m) s += `<path d="${d}" fill="${c}"${extra}/>`;
    return s;
  }
}

/** Quantises a tone so polygons share colours (and paths). */
const q = (t: number): number => Math.round(Math.min(1, Math.max(0, t)) * 12) / 12;

const ROCK: Palette = { c: ['#2e2a26', '#4a443e', '#6f675e', '#978e83', '#c4bbb0'], tex: 'speckle', accent: '#2a2622' };
const WOOD: Palette = { c: ['#3b2414', '#5e3a20', '#87593a', '#b07f56', '#d8b48c'], tex: 'stripes', accent: '#3b2414' };
const GOLD: Palette = { c: ['#6b4f14', '#a27e2c', '#cfab52', '#ecd08a', '#fff3cc'], tex: 'none', accent: '#fff' };

/** A rounded body from path data: gradient, clipped texture, shading and optional highlight. */
function rounded(
  art: Art,
  p: Palette,
  d: string,
  b: Box,
  o: { lift?: number; vol?: number; detail?: number; hl?: readonly number[]; tex?: string } = {},
): string {
  const id = art.path(d);
  let s = `<use href="#${id}" fill="${bodyFill(art, p, o.lift ?? 0)}"/>`;
  const t = o.tex ?? texture(art, p, b, o.detail ?? 1);
  if (t) s += `<g clip-path="${art.clip(`<use href="#${id}"/>`)}">${t}</g>`;
  s += `<use href="#${id}" fill="${volume(art, o.vol ?? 0.35)}"/>`;
  if (p.glass) s += highlight(art, b.x + b.w * 0.68, b.y + b.h * 0.74, b.w * 0.16, b.h * 0.08, -35, 0.35);
  if (o.hl) s += highlight(art, o.hl[0]!, o.hl[1]!, o.hl[2]!, o.hl[3]!, o.hl[4] ?? -30, 0.75);
  return s;
}

interface CrystalOpts {
  w: number;
  h: number;
  tip: number;
  d: number;
  apex: number;
  jag: number;
  dark: number;
  tex: boolean;
  stria?: boolean;
}

/** A hexagonal crystal or polished tower seen slightly from above, base at the origin. */
function crystal(art: Art, p: Palette, o: CrystalOpts, overlay = true): string {
  const { rnd } = art;
  const { w, h, tip, d, apex, dark } = o;
  const j = () => (o.jag ? between(rnd, -o.jag, o.jag) : 0);
  const bl: Pt = [-w, j()];
  const bml: Pt = [-w / 2, d + j()];
  const bmr: Pt = [w / 2, d + j()];
  const br: Pt = [w, j()];
  const tl: Pt = [-w, -h];
  const tml: Pt = [-w / 2, -h + d];
  const tmr: Pt = [w / 2, -h + d];
  const tr: Pt = [w, -h];
  const A: Pt = [apex, -h - tip];
  const f = (t: number) => tone(p, t - dark);
  let s = `<g${p.glass ? ' fill-opacity=".9"' : ''}>`;
  s += `<path d="${poly([tl, tml, bml, bl])}" fill="${f(0.5)}"/>`;
  s += `<path d="${poly([tml, tmr, bmr, bml])}" fill="${f(0.68)}"/>`;
  s += `<path d="${poly([tmr, tr, br, bmr])}" fill="${f(0.3)}"/>`;
  s += `<path d="${poly([tl, tml, A])}" fill="${f(0.82)}"/>`;
  s += `<path d="${poly([tml, tmr, A])}" fill="${f(0.95)}"/>`;
  s += `<path d="${poly([tmr, tr, A])}" fill="${f(0.52)}"/></g>`;
  const outline = poly([bl, tl, A, tr, br, bmr, bml]);
  if (o.tex && p.tex !== 'none') {
    const t = texture(art, p, { x: -w, y: -h - tip, w: 2 * w, h: h + tip }, Math.min(1, w / 80));
    if (t) s += `<g clip-path="${art.clip(`<path d="${outline}"/>`)}" opacity=".85">${t}</g>`;
  }
  if (o.stria) {
    let sd = '';
    for (let i = 0; i < 4; i++) sd += `M${r0(-w + ((i + 0.5) / 4) * 2 * w)},${r0(-h + d + 4)}V${r0(d - 4)}`;
    s += `<path d="${sd}" stroke="${p.c[4]}" stroke-width="1.2" opacity=".3"/>`;
  }
  if (p.glass && overlay) {
    // Milky base, deeper colour at the tip: how natural quartz looks.
    s += `<path d="${outline}" fill="${art.linear([
      [0, p.c[0], 0.28],
      [0.4, p.c[0], 0],
      [0.7, '#fff', 0],
      [1, '#fff', 0.4],
    ])}"/>`;
  }
  const edge = p.glass ? 0.5 : 0.22;
  const e = (pt: Pt) => `${r0(pt[0])},${r0(pt[1])}`;
  s += `<path d="M${e(tml)}L${e(bml)}M${e(tmr)}L${e(bmr)}M${e(tml)}L${e(A)} ${e(tmr)}" fill="none" stroke="#fff" stroke-width="${r1(Math.max(1, w / 40))}" stroke-opacity="${edge}"/>`;
  return s;
}

const point: FormFn = (art, p) => {
  const { rnd } = art;
  const w = between(rnd, 60, 76);
  const h = between(rnd, 170, 230);
  const tip = between(rnd, 95, 130);
  const rot = between(rnd, -7, 7);
  const s = crystal(art, p, { w, h, tip, d: 12, apex: between(rnd, -15, 15), jag: 10, dark: 0, tex: true });
  return { svg: `<g transform="rotate(${r0(rot)})">${s}</g>`, rx: w * 1.8, h: h + tip };
};

const tower: FormFn = (art, p) => {
  const { rnd } = art;
  const w = between(rnd, 70, 86);
  const h = between(rnd, 240, 290);
  const tip = between(rnd, 85, 115);
  const s = crystal(art, p, { w, h, tip, d: 14, apex: 0, jag: 0, dark: 0, tex: true });
  return { svg: s, rx: w * 1.7, h: h + tip };
};

function rockBase(art: Art, cy: number, rx: number, ry: number, tint: string): string {
  const rock: Palette = { ...ROCK, c: ROCK.c.map((c) => mix(c, tint, 0.25)) as unknown as Palette['c'] };
  return `<path d="${smooth(ring(art.rnd, 0, cy, rx, ry, 12, 0.14))}" fill="${bodyFill(art, rock, -0.1)}"/>`;
}

const cluster: FormFn = (art, p) => {
  const { rnd } = art;
  let s = rockBase(art, -48, 205, 58, p.c[0]);
  const n = intBetween(rnd, 6, 8);
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = -52 + (104 * (i + 0.5)) / n + between(rnd, -7, 7);
    const z = rnd();
    const k = (1 - (Math.abs(a) / 52) * 0.45 + between(rnd, -0.1, 0.1)) * (0.78 + 0.22 * z);
    pts.push({ a, z, k, x: (a / 52) * 150 + between(rnd, -14, 14) });
  }
  pts.sort((x, y) => x.z - y.z);
  for (const c of pts) {
    const body = crystal(
      art,
      p,
      {
        w: 30 * c.k + 6,
        h: between(rnd, 120, 200) * c.k,
        tip: between(rnd, 48, 70) * c.k,
        d: 5,
        apex: between(rnd, -5, 5),
        jag: 0,
        dark: (1 - c.z) * 0.2,
        tex: false,
      },
      c.z > 0.6,
    );
    s += `<g transform="translate(${r0(c.x)} ${r0(-62 + Math.abs(c.x) * 0.1)}) rotate(${r0(c.a * 0.85)})">${body}</g>`;
  }
  s += `<path d="${smooth(ring(rnd, 0, -24, 196, 34, 11, 0.16))}" fill="${art.linear([
    [0, mix(ROCK.c[2], p.c[0], 0.3)],
    [1, ROCK.c[0]],
  ])}"/>`;
  const b = new Buckets();
  for (let i = 0; i < 26; i++) {
    const x = between(rnd, -170, 170);
    const y = -38 + between(rnd, -10, 14) + Math.abs(x) * 0.06;
    const z = between(rnd, 4, 9);
    b.add(
      tone(p, q(between(rnd, 0.45, 0.95))),
      poly([
        [x - z, y],
        [x, y - z * 1.6],
        [x + z, y],
      ]),
    );
  }
  s += b.svg();
  return { svg: s, rx: 215, h: 330 };
};

function geodeBody(art: Art, p: Palette, tall: boolean): Drawn {
  const { rnd } = art;
  const R0 = tall ? 150 : 212;
  const R1 = tall ? 228 : 182;
  const cy = -R1 - 4;
  const unit = art.path(smooth(ring(rnd, 0, 0, 100, (100 * R1) / R0, 16, 0.05)));
  const at = (k: number, fill: string, extra = '') =>
    `<use href="#${unit}" transform="translate(0 ${r0(cy)}) scale(${sc((R0 * k) / 100)})" fill="${fill}"${extra}/>`;
  const banded = p.tex === 'bands';
  const druzy = banded ? PALETTES['clear-quartz']! : p;
  let s = at(1, bodyFill(art, ROCK, 0.05), ` stroke="${ROCK.c[0]}" stroke-width="${r1(300 / R0)}"`);
  const layers: [number, string][] = banded
    ? [
        [0.93, p.c[4]],
        [0.89, p.c[1]],
        [0.85, p.c[3]],
        [0.81, p.c[0]],
        [0.77, p.c[2]],
        [0.73, p.c[4]],
      ]
    : [
        [0.93, '#ece7e1'],
        [0.885, mix(p.c[3], '#ffffff', 0.35)],
      ];
  for (const [k, c] of layers) s += at(k, c);
  const k = banded ? 0.69 : 0.85;
  s += at(
    k,
    art.radial([
      [0, druzy.c[0]],
      [1, druzy.c[1]],
    ]),
  );
  const b = new Buckets();
  const crystals = [];
  const n = tall ? 44 : 48;
  for (let i = 0; i < n; i++) {
    const th = rnd() * Math.PI * 2;
    const rr = Math.sqrt(rnd()) * 0.92;
    crystals.push({ th, rr });
  }
  crystals.sort((a, c) => a.rr - c.rr);
  const glints: string[] = [];
  for (const { th, rr } of crystals) {
    const px = Math.cos(th) * rr * R0 * k;
    const py = cy + Math.sin(th) * rr * R1 * k;
    const dir = rr < 0.3 ? rnd() * Math.PI * 2 : th + Math.PI + between(rnd, -0.4, 0.4);
    const bw = between(rnd, 8, 15) * (0.6 + 0.6 * rr) * (banded ? 0.7 : 1);
    const L = bw * between(rnd, 1.8, 2.6);
    const ux = Math.cos(dir);
    const uy = Math.sin(dir);
    const b1: Pt = [px - uy * bw, py + ux * bw];
    const b2: Pt = [px + uy * bw, py - ux * bw];
    const tp: Pt = [px + ux * L, py + uy * L];
    const base = 0.35 + rr * 0.35;
    b.add(tone(druzy, q(base + lit(dir - Math.PI / 2) * 0.4)), poly([b1, [px, py], tp]));
    b.add(tone(druzy, q(base - 0.15 + lit(dir + Math.PI / 2) * 0.4)), poly([[px, py], b2, tp]));
    if (glints.length < 6 && rnd() < 0.2) glints.push(glint(tp[0], tp[1], between(rnd, 5, 9)));
  }
  s += b.svg();
  s += glints.join('');
  s += at(
    k,
    art.radial([
      [0, '#000', 0],
      [0.75, '#000', 0],
      [1, '#000', 0.35],
    ]),
  );
  s += at(1, volume(art, 0.3));
  return { svg: s, rx: R0 * 1.05, h: R1 * 2 };
}

const geode: FormFn = (art, p) => geodeBody(art, p, false);
const cathedral: FormFn = (art, p) => geodeBody(art, p, true);

/**
 * A tumbled pebble. `tex` is the id of a texture drawn once in <defs> and shared by a
 * pile of pebbles (each turns it differently), which keeps a pile's file small.
 */
function pebble(art: Art, p: Palette, x: number, y: number, rx: number, ry: number, rot: number, detail = 0.5, tex?: string): string {
  const d = smooth(ring(art.rnd, 0, 0, rx, ry, 6, 0.07, rot));
  const shared = tex ? `<use href="#${tex}" transform="rotate(${r0(between(art.rnd, 0, 360))}) scale(${sc(rx / 70)})"/>` : undefined;
  const inner = rounded(
    art,
    p,
    d,
    { x: -rx, y: -ry, w: 2 * rx, h: 2 * ry },
    { detail, tex: shared, lift: pick(art.rnd, [-0.08, 0, 0.06]), hl: [-rx * 0.35, -ry * 0.45, rx * 0.28, ry * 0.16, -25] },
  );
  return `<g transform="translate(${r0(x)} ${r0(y)})">${inner}</g>`;
}

/** A texture kept in <defs> for pebbles about 70 units across; null when the stone is plain. */
function sharedTexture(art: Art, p: Palette): string | undefined {
  const t = texture(art, p, { x: -75, y: -60, w: 150, h: 120 }, 0.6);
  if (!t) return undefined;
  const id = art.id();
  art.defs.push(`<g id="${id}">${t}</g>`);
  return id;
}

const TUMBLE_SLOTS: readonly Pt[] = [
  [-112, -128],
  [4, -142],
  [116, -124],
  [-150, -50],
  [-50, -44],
  [58, -46],
  [156, -54],
];

const tumbled: FormFn = (art, p) => {
  const { rnd } = art;
  const n = intBetween(rnd, 5, 7);
  const slots =
    n === 7
      ? TUMBLE_SLOTS
      : shuffled(rnd, TUMBLE_SLOTS)
          .slice(0, n)
          .sort((a, b) => a[1] - b[1]);
  let s = '';
  const tex = sharedTexture(art, p);
  for (const [x, y] of slots) {
    const back = y < -100;
    const rx = between(rnd, 58, 76) * (back ? 0.92 : 1);
    s += pebble(art, p, x + between(rnd, -10, 10), y + between(rnd, -6, 6), rx, rx * between(rnd, 0.66, 0.8), between(rnd, -0.6, 0.6), 0.4, tex);
  }
  return { svg: s, rx: 230, h: 210 };
};

/** A rough faceted chunk: outer ring of facets round a lit top. */
function chunk(art: Art, p: Palette, cx: number, cy: number, rx: number, ry: number, n: number): string {
  const { rnd } = art;
  const outer = ring(rnd, cx, cy, rx, ry, n, 0.24);
  const top: Pt = [cx - rx * 0.15 + between(rnd, -12, 12), cy - ry * 0.2 + between(rnd, -8, 8)];
  const inner = outer.map(([x, y]): Pt => [top[0] + (x - top[0]) * between(rnd, 0.45, 0.62), top[1] + (y - top[1]) * between(rnd, 0.45, 0.62)]);
  const b = new Buckets();
  for (let i = 0; i < n; i++) {
    const a = outer[i]!;
    const c = outer[(i + 1) % n]!;
    const ia = inner[i]!;
    const ic = inner[(i + 1) % n]!;
    const ang = Math.atan2((a[1] + c[1]) / 2 - cy, (a[0] + c[0]) / 2 - cx);
    b.add(tone(p, q(lit(ang) * 0.85 + between(rnd, -0.07, 0.07))), poly([ia, a, c, ic]));
    b.add(tone(p, q(0.7 + lit(ang) * 0.3 + between(rnd, -0.06, 0.06))), poly([top, ia, ic]));
  }
  const outline = smoothless(outer);
  let s = b.svg(p.glass ? ' fill-opacity=".93"' : '');
  const t = texture(art, p, { x: cx - rx, y: cy - ry, w: 2 * rx, h: 2 * ry }, Math.min(1, rx / 180));
  if (t) s += `<g clip-path="${art.clip(`<path d="${outline}"/>`)}" opacity=".7">${t}</g>`;
  let edges = '';
  for (let i = 0; i < n; i++) edges += poly([outer[i]!, inner[i]!, top]).slice(0, -1);
  s += `<path d="${edges}" fill="none" stroke="#fff" stroke-opacity="${p.glass ? 0.35 : 0.14}" stroke-width="1.5" stroke-linejoin="round"/>`;
  return s;
}

const smoothless = (pts: readonly Pt[]): string => poly(pts);

const raw: FormFn = (art, p) => {
  const { rnd } = art;
  const rx = between(rnd, 170, 200);
  const ry = between(rnd, 120, 150);
  return { svg: chunk(art, p, 0, -ry, rx, ry, intBetween(rnd, 9, 12)), rx: rx * 0.95, h: 2 * ry };
};

function stand(art: Art, y: number, rx: number, h: number, kind: number): string {
  const pal = kind === 0 ? WOOD : kind === 1 ? GOLD : ROCK;
  const side = art.linear(
    [
      [0, pal.c[1]],
      [0.35, pal.c[3]],
      [1, pal.c[0]],
    ],
    0,
    0,
    1,
    0,
  );
  const ry = rx * 0.18;
  return (
    `<path d="M${-rx},${r0(y)}L${rx},${r0(y)} ${r0(rx * 0.86)},${r0(y + h)} ${r0(-rx * 0.86)},${r0(y + h)}Z" fill="${side}"/>` +
    `<ellipse cx="0" cy="${r0(y + h)}" rx="${r0(rx * 0.86)}" ry="${r0(ry * 0.8)}" fill="${side}"/>` +
    `<ellipse cx="0" cy="${r0(y)}" rx="${rx}" ry="${r0(ry)}" fill="${pal.c[0]}"/>`
  );
}

function ball(art: Art, p: Palette, egg: boolean): Drawn {
  const { rnd } = art;
  const r = egg ? 150 : 162;
  const ry = egg ? r * 1.28 : r;
  const standH = 30;
  const cy = -standH - ry + (egg ? 28 : 18);
  const kind = intBetween(rnd, 0, 2);
  let s = stand(art, -standH, egg ? 62 : 78, standH, kind);
  s += rounded(
    art,
    p,
    ellipsePath(0, cy, r, ry),
    { x: -r, y: cy - ry, w: 2 * r, h: 2 * ry },
    { vol: 0.42, hl: [-r * 0.38, cy - ry * 0.45, r * 0.28, ry * 0.14, -35] },
  );
  s += `<path d="M${-r * 0.92},${r0(cy + ry * 0.05)}A${r},${r0(ry)} 0 0 0 ${r * 0.92},${r0(cy + ry * 0.05)}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>`;
  const rim = egg ? 62 : 78;
  const rimPal = kind === 0 ? WOOD : kind === 1 ? GOLD : ROCK;
  s += `<path d="M${-rim},${-standH}A${rim},${r0(rim * 0.18)} 0 0 0 ${rim},${-standH}" fill="none" stroke="${rimPal.c[3]}" stroke-width="5"/>`;
  return { svg: s, rx: r * 0.95, h: standH + 2 * ry };
}

const sphere: FormFn = (art, p) => ball(art, p, false);
const egg: FormFn = (art, p) => ball(art, p, true);

const wand: FormFn = (art, p) => {
  const { rnd } = art;
  const L = 200;
  const w = between(rnd, 26, 32);
  const t = 70;
  const d = `M${-L},${r0(-w)}L${L - t},${r0(-w)} ${L},0 ${L - t},${r0(w)} ${-L},${r0(w)}A${r0(w)},${r0(w)} 0 0 1 ${-L},${r0(-w)}Z`;
  const id = art.path(d);
  const rot = between(rnd, -32, -22);
  let s = `<use href="#${id}" fill="${art.linear([
    [0, tone(p, 0.85)],
    [0.45, tone(p, 0.55)],
    [1, tone(p, 0.2)],
  ])}"/>`;
  const tx = texture(art, p, { x: -L - w, y: -w, w: 2 * L + w, h: 2 * w }, 0.8);
  if (tx) s += `<g clip-path="${art.clip(`<use href="#${id}"/>`)}" opacity=".8">${tx}</g>`;
  s += `<path d="M${L - t},0L${L},0 ${L - t},${r0(w)}Z" fill="#000" opacity=".18"/>`;
  s += `<path d="M${-L + 4},${r0(-w * 0.55)}L${L - t - 6},${r0(-w * 0.55)}" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/>`;
  s += `<path d="M${L - t},${r0(-w)}V${r0(w)}M${L - t},0H${L}" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"/>`;
  return { svg: `<g transform="translate(0 -150) rotate(${r0(rot)})">${s}</g>`, rx: 200, h: 300 };
};

const obelisk: FormFn = (art, p) => {
  const { rnd } = art;
  const w = between(rnd, 62, 74);
  const H = between(rnd, 300, 340);
  const k = 0.62;
  const d = 26;
  const cap = w * 1.15;
  const L: Pt = [-w, 0];
  const F: Pt = [0, d];
  const R: Pt = [w, 0];
  const L2: Pt = [-w * k, -H];
  const F2: Pt = [0, -H + d * k];
  const R2: Pt = [w * k, -H];
  const A: Pt = [0, -H - cap];
  let s = `<path d="${poly([L, F, F2, L2])}" fill="${tone(p, 0.62)}"/><path d="${poly([F, R, R2, F2])}" fill="${tone(p, 0.32)}"/>`;
  s += `<path d="${poly([L2, F2, A])}" fill="${tone(p, 0.88)}"/><path d="${poly([F2, R2, A])}" fill="${tone(p, 0.5)}"/>`;
  const outline = poly([L, L2, A, R2, R, F]);
  const tx = texture(art, p, { x: -w, y: -H - cap, w: 2 * w, h: H + cap }, 0.8);
  if (tx) s += `<g clip-path="${art.clip(`<path d="${outline}"/>`)}" opacity=".8">${tx}</g>`;
  s += `<path d="M0,${d}L0,${r0(-H + d * k)} 0,${r0(-H - cap)}" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`;
  if (p.glass)
    s += `<path d="${outline}" fill="${art.linear([
      [0, '#fff', 0.25],
      [0.5, '#fff', 0],
      [1, '#fff', 0.2],
    ])}"/>`;
  return { svg: s, rx: w * 1.6, h: H + cap };
};

const pyramid: FormFn = (art, p) => {
  const { rnd } = art;
  const w = between(rnd, 180, 200);
  const H = between(rnd, 230, 270);
  const fx = between(rnd, -50, 30);
  const L: Pt = [-w, -10];
  const F: Pt = [fx, 34];
  const R: Pt = [w, -14];
  const A: Pt = [between(rnd, -12, 12), -H];
  let s = `<path d="${poly([L, F, A])}" fill="${tone(p, 0.68)}"/><path d="${poly([F, R, A])}" fill="${tone(p, 0.34)}"/>`;
  const outline = poly([L, F, R, A]);
  const tx = texture(art, p, { x: -w, y: -H, w: 2 * w, h: H + 34 }, 1);
  if (tx) s += `<g clip-path="${art.clip(`<path d="${outline}"/>`)}" opacity=".8">${tx}</g>`;
  if (p.glass)
    s += `<path d="${outline}" fill="${art.linear([
      [0, '#fff', 0.3],
      [0.6, '#fff', 0],
      [1, '#fff', 0.2],
    ])}"/>`;
  s += `<path d="M${r0(F[0])},${r0(F[1])}L${r0(A[0])},${r0(A[1])}" stroke="#fff" stroke-opacity=".45" stroke-width="2.5"/>`;
  return { svg: s, rx: w * 1.05, h: H };
};

/** A flat stone lying down: a darker side under the top face. */
function flatStone(art: Art, p: Palette, d: string, b: Box, thick: number): string {
  const id = art.path(d);
  let s = `<use href="#${id}" transform="translate(0 ${thick})" fill="${tone(p, 0.18)}"/>`;
  s += `<use href="#${id}" fill="${bodyFill(art, p, 0.02)}"/>`;
  const t = texture(art, p, b, 1);
  if (t) s += `<g clip-path="${art.clip(`<use href="#${id}"/>`)}">${t}</g>`;
  s += `<use href="#${id}" fill="${volume(art, 0.3)}"/>`;
  return s;
}

const palm: FormFn = (art, p) => {
  const { rnd } = art;
  const rx = between(rnd, 170, 190);
  const ry = rx * between(rnd, 0.62, 0.72);
  const rot = between(rnd, -0.35, 0.35);
  let s = flatStone(art, p, smooth(ring(rnd, 0, -ry - 20, rx, ry, 10, 0.03, rot)), { x: -rx, y: -2 * ry - 20, w: 2 * rx, h: 2 * ry }, 22);
  s += highlight(art, -rx * 0.3, -ry * 1.45 - 20, rx * 0.34, ry * 0.16, r0((rot * 180) / Math.PI) - 15, 0.7);
  return { svg: s, rx: rx * 1.02, h: 2 * ry + 20 };
};

const worry: FormFn = (art, p) => {
  const { rnd } = art;
  const rx = between(rnd, 150, 165);
  const ry = rx * 0.7;
  const rot = between(rnd, -0.3, 0.3);
  const cy = -ry - 18;
  let s = flatStone(art, p, smooth(ring(rnd, 0, cy, rx, ry, 10, 0.02, rot)), { x: -rx, y: cy - ry, w: 2 * rx, h: 2 * ry }, 20);
  const dip = art.linear(
    [
      [0, '#000', 0.35],
      [0.55, '#000', 0],
      [0.8, '#fff', 0.05],
      [1, '#fff', 0.4],
    ],
    0.1,
    0,
    0.9,
    1,
  );
  s += `<ellipse cx="8" cy="${r0(cy + 6)}" rx="${r0(rx * 0.42)}" ry="${r0(ry * 0.4)}" transform="rotate(${r0((rot * 180) / Math.PI)} 8 ${r0(cy)})" fill="${dip}"/>`;
  s += highlight(art, -rx * 0.55, cy - ry * 0.5, rx * 0.2, ry * 0.12, -20, 0.7);
  return { svg: s, rx: rx * 1.02, h: 2 * ry + 18 };
};

const HEART = 'M0,-.5C0,-.9 -.55,-1.05 -.85,-.72C-1.12,-.42 -1,.05 0,.85C1,.05 1.12,-.42 .85,-.72C.55,-1.05 0,-.9 0,-.5Z';

function scalePath(d: string, k: number, dx: number, dy: number): string {
  let i = 0;
  return d.replace(/-?\d*\.?\d+/g, (m) => String(r0(Number(m) * k + (i++ % 2 === 0 ? dx : dy))));
}

const heart: FormFn = (art, p) => {
  const { rnd } = art;
  const k = between(rnd, 185, 205);
  const rot = between(rnd, -16, 16);
  const d = scalePath(HEART, k, 0, 0);
  const body = flatStone(art, p, d, { x: -k, y: -k, w: 2 * k, h: 1.9 * k }, 24) + highlight(art, -k * 0.5, -k * 0.6, k * 0.2, k * 0.1, -40, 0.75);
  return { svg: `<g transform="translate(0 ${r0(-k * 0.95)}) rotate(${r0(rot)}) scale(1 .8)">${body}</g>`, rx: k * 1.05, h: k * 1.7 };
};

function cubes(art: Art, p: Palette): Drawn {
  const { rnd } = art;
  let s = rockBase(art, -50, 200, 62, p.c[0]);
  const n = intBetween(rnd, 6, 9);
  const list = [];
  for (let i = 0; i < n; i++) list.push({ x: between(rnd, -140, 140), y: between(rnd, -150, -70), z: between(rnd, 38, 78), r: between(rnd, -25, 25) });
  list.sort((a, b) => a.y - b.y);
  const op = p.glass ? ' fill-opacity=".88"' : '';
  for (const c of list) {
    const z = c.z;
    const T0: Pt = [0, -z * 0.5];
    const T1: Pt = [z * 0.87, 0];
    const T2: Pt = [0, z * 0.5];
    const T3: Pt = [-z * 0.87, 0];
    const dn = (pt: Pt): Pt => [pt[0], pt[1] + z];
    const shift = between(rnd, -0.08, 0.08);
    let g = `<path d="${poly([T3, T2, dn(T2), dn(T3)])}" fill="${tone(p, 0.58 + shift)}"${op}/>`;
    g += `<path d="${poly([T2, T1, dn(T1), dn(T2)])}" fill="${tone(p, 0.3 + shift)}"${op}/>`;
    g += `<path d="${poly([T0, T1, T2, T3])}" fill="${tone(p, 0.9 + shift)}"${op}/>`;
    let st = '';
    for (let k = 1; k < 4; k++) {
      const f = k / 4;
      st += `M${r0(T3[0] * (1 - f))},${r0(T3[1] * (1 - f) + T0[1] * f + (T1[1] - T0[1]) * f)}l${r0(z * 0.87)},${r0(z * 0.5)}`;
    }
    g += `<path d="${st}" stroke="${p.c[4]}" stroke-opacity=".3"/>`;
    g += `<path d="${poly([T3, T2, T1])}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"/>`;
    s += `<g transform="translate(${r0(c.x)} ${r0(c.y)}) rotate(${r0(c.r)})">${g}</g>`;
  }
  if (p.tex === 'metal') for (let i = 0; i < 4; i++) s += glint(between(rnd, -120, 120), between(rnd, -190, -80), between(rnd, 6, 11));
  return { svg: s, rx: 215, h: 260 };
}

function prisms(art: Art, p: Palette): Drawn {
  const { rnd } = art;
  let s = rockBase(art, -40, 190, 52, p.c[0]);
  const n = intBetween(rnd, 5, 7);
  for (let i = 0; i < n; i++) {
    const a = -30 + (60 * (i + 0.5)) / n + between(rnd, -6, 6);
    const k = 1 - Math.abs(a) / 60 + between(rnd, -0.1, 0.1);
    const body = crystal(art, p, {
      w: between(rnd, 22, 34),
      h: between(rnd, 170, 290) * k,
      tip: between(rnd, 8, 22),
      d: 5,
      apex: 0,
      jag: 0,
      dark: i % 2 ? 0.1 : 0,
      tex: false,
      stria: true,
    });
    s += `<g transform="translate(${r0((a / 30) * 90)} -50) rotate(${r0(a)})">${body}</g>`;
  }
  s += `<path d="${smooth(ring(rnd, 0, -22, 180, 30, 10, 0.15))}" fill="${art.linear([
    [0, ROCK.c[2]],
    [1, ROCK.c[0]],
  ])}"/>`;
  return { svg: s, rx: 205, h: 330 };
}

function bubbles(art: Art, p: Palette): Drawn {
  const { rnd } = art;
  let s = rockBase(art, -40, 190, 50, p.c[0]);
  const list = [];
  for (let i = 0; i < 12; i++) {
    const x = between(rnd, -150, 150);
    list.push({ x, y: -60 - between(rnd, 0, 1) * (150 - Math.abs(x) * 0.6), r: between(rnd, 32, 62) });
  }
  list.sort((a, b) => a.y - b.y);
  const fill = bodyFill(art, p);
  const vol = volume(art, 0.4);
  let shapes = '';
  let shade = '';
  let hl = '';
  for (const c of list) {
    const e = `<circle cx="${r0(c.x)}" cy="${r0(c.y)}" r="${r0(c.r)}"`;
    shapes += `${e} fill="${fill}"/>`;
    shade += `${e} fill="${vol}"/>`;
    hl += highlight(art, c.x - c.r * 0.35, c.y - c.r * 0.4, c.r * 0.3, c.r * 0.16, -30, 0.6);
  }
  s += shapes;
  const t = texture(art, p, { x: -210, y: -300, w: 420, h: 280 }, 1);
  if (t) s += `<g clip-path="${art.clip(list.map((c) => `<circle cx="${r0(c.x)}" cy="${r0(c.y)}" r="${r0(c.r)}"/>`).join(''))}" opacity=".7">${t}</g>`;
  return { svg: s + shade + hl, rx: 210, h: 260 };
}

const specimen: FormFn = (art, p) =>
  p.habit === 'cubic' ? cubes(art, p) : p.habit === 'prism' ? prisms(art, p) : p.habit === 'botryoidal' ? bubbles(art, p) : cluster(art, p);

function facetedGem(art: Art, p: Palette): string {
  const { rnd } = art;
  const rx = between(rnd, 150, 175);
  const ry = rx * between(rnd, 0.72, 1);
  const cy = -ry - 10;
  const G: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const t = (i / 16) * Math.PI * 2;
    G.push([Math.cos(t) * rx, cy + Math.sin(t) * ry]);
  }
  const T: Pt[] = [];
  for (let j = 0; j < 8; j++) {
    const t = (j / 8) * Math.PI * 2 + Math.PI / 8;
    T.push([Math.cos(t) * rx * 0.55, cy + Math.sin(t) * ry * 0.55]);
  }
  const b = new Buckets();
  const g = (i: number) => G[(i + 16) % 16]!;
  for (let j = 0; j < 8; j++) {
    const tj = T[j]!;
    const tn = T[(j + 1) % 8]!;
    const a = ((j + 0.5) / 8) * Math.PI * 2;
    b.add(tone(p, q(lit(a) * 0.7 + 0.1 + between(rnd, -0.1, 0.1))), poly([tj, g(2 * j), g(2 * j + 1)]));
    b.add(tone(p, q(lit(a + 0.3) * 0.6 + 0.3 + between(rnd, -0.1, 0.1))), poly([tj, g(2 * j + 1), g(2 * j + 2)]));
    b.add(tone(p, q(0.55 + (j % 2 ? 0.25 : -0.1) + between(rnd, -0.08, 0.08))), poly([tj, g(2 * j + 2), tn]));
  }
  let s = b.svg();
  s += `<path d="${poly(T)}" fill="${art.linear(
    [
      [0, tone(p, 0.95)],
      [0.5, tone(p, 0.6)],
      [1, tone(p, 0.75)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  let lines = '';
  for (let j = 0; j < 8; j++) lines += poly([T[j]!, g(2 * j + 1), T[(j + 1) % 8]!]).slice(0, -1);
  s += `<path d="${lines}" fill="none" stroke="#fff" stroke-opacity=".28" stroke-linejoin="round"/>`;
  s += `<path d="${ellipsePath(0, cy, rx, ry)}" fill="none" stroke="${darker(p.c[0], 0.3)}" stroke-width="3"/>`;
  s += glint(-rx * 0.25, cy - ry * 0.3, 16) + glint(rx * 0.35, cy + ry * 0.15, 9, 0.7);
  return s;
}

const gem: FormFn = (art, p) => {
  const { rnd } = art;
  if (p.cut === 'pearl') {
    const r = 120;
    return {
      svg: rounded(art, p, ellipsePath(0, -r, r, r), { x: -r, y: -2 * r, w: 2 * r, h: 2 * r }, { vol: 0.25, hl: [-40, -r - 45, 40, 20, -30] }),
      rx: r,
      h: 2 * r,
    };
  }
  if (p.cut === 'cabochon' || !p.cut) {
    const rx = between(rnd, 150, 170);
    const ry = rx * between(rnd, 0.7, 0.85);
    const d = ellipsePath(0, -ry - 16, rx, ry);
    let s = `<path d="${ellipsePath(0, -ry, rx, ry)}" fill="${tone(p, 0.2)}"/>`;
    s += rounded(art, p, d, { x: -rx, y: -2 * ry - 16, w: 2 * rx, h: 2 * ry }, { hl: [-rx * 0.35, -ry * 1.5 - 16, rx * 0.3, ry * 0.14, -20] });
    return { svg: s, rx: rx * 1.02, h: 2 * ry + 16 };
  }
  return { svg: facetedGem(art, p), rx: 170, h: 330 };
};

function beadDefs(art: Art, p: Palette, r: number): string[] {
  const ids: string[] = [];
  for (const lift of [0, -0.1, 0.06]) {
    const id = art.id();
    art.defs.push(`<circle id="${id}" r="${r}" fill="${bodyFill(art, p, lift)}"/>`);
    ids.push(id);
  }
  return ids;
}

function rudrakshaDef(art: Art, r: number): string {
  const p = PALETTES.rudraksha!;
  const id = art.id();
  const k = r * 0.7;
  art.defs.push(
    `<g id="${id}"><circle r="${r}" fill="${bodyFill(art, p)}"/><path d="M0,${-r}V${r}M${r1(-k)},${r1(-k)}Q${r1(-k * 0.4)},0 ${r1(-k)},${r1(k)}M${r1(k)},${r1(-k)}Q${r1(k * 0.4)},0 ${r1(k)},${r1(k)}" stroke="${p.c[0]}" stroke-width="${r1(r / 8)}" fill="none" opacity=".6"/></g>`,
  );
  return id;
}

const bracelet: FormFn = (art, p) => {
  const { rnd } = art;
  const n = intBetween(rnd, 18, 21);
  const R = 172;
  const Ry = 92;
  const cy = -120;
  const ids = beadDefs(art, p, 26);
  const spacer = rnd() < 0.45;
  const list = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2 + 0.2;
    const y = cy + Math.sin(t) * Ry;
    list.push({ x: Math.cos(t) * R, y, k: 0.8 + 0.2 * ((Math.sin(t) + 1) / 2), i });
  }
  list.sort((a, b) => a.y - b.y);
  let s = `<ellipse cx="0" cy="${cy}" rx="${R}" ry="${Ry}" fill="none" stroke="#5c4a3c" stroke-opacity=".35" stroke-width="3"/>`;
  const sparkle = p.tex === 'flecks' || p.tex === 'sparkle';
  for (const b of list) {
    const id = spacer && b.i === Math.round(n / 4) ? null : ids[b.i % 3]!;
    if (id === null) {
      s += `<ellipse cx="${r0(b.x)}" cy="${r0(b.y)}" rx="${r0(18 * b.k)}" ry="${r0(24 * b.k)}" fill="${bodyFill(art, GOLD)}"/>`;
      continue;
    }
    s += `<use href="#${id}" transform="translate(${r0(b.x)} ${r0(b.y)}) scale(${r1(b.k)})"${b.y < cy ? ' opacity=".92"' : ''}/>`;
    if (sparkle && b.y > cy) s += `<circle cx="${r0(b.x + between(rnd, -10, 10))}" cy="${r0(b.y + between(rnd, -6, 10))}" r="2.4" fill="${p.accent}"/>`;
  }
  return { svg: s, rx: 215, h: 240 };
};

function malaBody(art: Art, p: Palette, withRudraksha: boolean): Drawn {
  const { rnd } = art;
  const r = 11;
  const ids = beadDefs(art, p, r);
  const rid = withRudraksha ? rudrakshaDef(art, r + 1) : null;
  const cx = 0;
  const cy = -285;
  const R = 158;
  const Ry = 128;
  const start = Math.PI * 0.62;
  const end = Math.PI * 2.38;
  const n = 46;
  let s = '';
  const bead = (x: number, y: number, i: number) => {
    const useR = rid && i % 4 === 0;
    s += `<use href="#${useR ? rid : ids[i % 3]!}" x="${r0(x)}" y="${r0(y)}"/>`;
  };
  for (let i = 0; i <= n; i++) {
    const t = start + ((end - start) * i) / n;
    bead(cx + Math.cos(t) * R, cy + Math.sin(t) * Ry, i);
  }
  const ex = cx + Math.cos(start) * R;
  const ey = cy + Math.sin(start) * Ry;
  const gy = -150;
  for (let k = 1; k <= 4; k++) {
    const f = k / 5;
    bead(ex + (0 - ex) * f, ey + (gy - ey) * f, k);
    bead(-ex + (0 + ex) * f, ey + (gy - ey) * f, k + 1);
  }
  const tassel = pick(rnd, ['#8c1d2a', '#c7671e', '#b8892f', '#5b2a6e', '#1f4f7a']);
  let fan = '';
  for (let i = 0; i <= 14; i++) {
    const x = -38 + (76 * i) / 14;
    fan += `M0,${gy + 30}Q${r0(x * 0.3)},${gy + 80} ${r0(x)},-8`;
  }
  s += `<path d="${fan}" stroke="${tassel}" stroke-width="3" fill="none"/>`;
  s += `<path d="M-9,${gy + 44}h18" stroke="${GOLD.c[2]}" stroke-width="7" stroke-linecap="round"/>`;
  s += `<circle cx="0" cy="${gy + 8}" r="19" fill="${bodyFill(art, rid ? PALETTES.rudraksha! : p, 0.05)}"/>`;
  return { svg: s, rx: 190, h: 430 };
}

const mala: FormFn = (art, p) => malaBody(art, p, false);
const rudramala: FormFn = (art, p) => malaBody(art, p, true);

const pendant: FormFn = (art, p) => {
  const { rnd } = art;
  const metal = rnd() < 0.6 ? GOLD : { ...GOLD, c: ['#55585e', '#80848c', '#b4b8bf', '#dadde2', '#ffffff'] as const };
  let s = `<path d="M-170,-460Q-70,-330 -12,-292M170,-460Q70,-330 12,-292" stroke="${metal.c[2]}" stroke-width="4" stroke-dasharray="7 3" fill="none" stroke-linecap="round"/>`;
  s += `<rect x="-12" y="-300" width="24" height="34" rx="9" fill="${bodyFill(art, metal)}"/>`;
  if (rnd() < 0.5 && p.habit === 'quartz') {
    s += `<g transform="translate(0 -268) rotate(180) scale(.62)">${crystal(art, p, { w: 52, h: 200, tip: 95, d: 10, apex: 0, jag: 0, dark: 0, tex: true })}</g>`;
    s += `<path d="M-30,-262L30,-250M-32,-246L32,-234" stroke="${metal.c[3]}" stroke-width="4" stroke-linecap="round"/>`;
    return { svg: s, rx: 70, h: 470 };
  }
  const drop = 'M0,-270C-60,-190 -96,-130 -96,-88C-96,-30 -50,0 0,0C50,0 96,-30 96,-88C96,-130 60,-190 0,-270Z';
  s += `<path d="${drop}" fill="none" stroke="${metal.c[2]}" stroke-width="9"/>`;
  s += rounded(art, p, drop, { x: -96, y: -270, w: 192, h: 270 }, { hl: [-36, -130, 26, 12, -60] });
  return { svg: s, rx: 100, h: 470 };
};

/** A carving made of several solid parts sharing one material. */
function carving(art: Art, p: Palette, parts: readonly string[], details: string, box: Box): string {
  const ids = parts.map((d) => art.path(d));
  let s = '';
  const fill = bodyFill(art, p, 0.04);
  for (const id of ids) s += `<use href="#${id}" fill="${fill}"/>`;
  const clip = art.clip(ids.map((id) => `<use href="#${id}"/>`).join(''));
  const t = texture(art, p, box, 1);
  if (t) s += `<g clip-path="${clip}" opacity=".8">${t}</g>`;
  const vol = volume(art, 0.3);
  for (const id of ids) s += `<use href="#${id}" fill="${vol}"/>`;
  s += `<g fill="none" stroke="${darker(p.c[0], 0.2)}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round">${details}</g>`;
  return s;
}

const buddha: FormFn = (art, p) => {
  const parts = [
    ellipsePath(0, -32, 176, 34),
    'M-175,-42C-185,-100 -110,-128 0,-122C110,-128 185,-100 175,-42C120,-22 -120,-22 -175,-42Z',
    'M-30,-296C-76,-292 -100,-278 -106,-246C-114,-206 -134,-166 -128,-112L128,-112C134,-166 114,-206 106,-246C100,-278 76,-292 30,-296Z',
    'M-22,-316H22V-288H-22Z',
    ellipsePath(0, -356, 56, 64),
    ellipsePath(0, -414, 30, 20),
    ellipsePath(-54, -342, 11, 34),
    ellipsePath(54, -342, 11, 34),
    ellipsePath(0, -116, 52, 18),
  ];
  let curls = '';
  for (const [x, y] of [
    [-34, -392],
    [-12, -400],
    [12, -400],
    [34, -392],
    [-44, -376],
    [44, -376],
    [-22, -384],
    [0, -388],
    [22, -384],
    [0, -420],
    [-16, -414],
    [16, -414],
  ] as const) {
    curls += `M${x - 3},${y}a3,3 0 1,0 6,0a3,3 0 1,0 -6,0`;
  }
  const details =
    'M-32,-354q12,7 24,0M8,-354q12,7 24,0M-11,-318q11,4 22,0M-60,-286Q10,-200 96,-128M-106,-226Q-104,-150 -54,-120M106,-226Q104,-150 54,-120M-150,-60q150,26 300,0M-175,-32q60,20 120,4M175,-32q-60,20 -120,4';
  let s = carving(art, p, parts, details, { x: -176, y: -420, w: 352, h: 420 });
  s += `<path d="${curls}" fill="${darker(p.c[1], 0.15)}" opacity=".45"/><circle cx="0" cy="-372" r="3" fill="${darker(p.c[0], 0.2)}" opacity=".6"/>`;
  return { svg: s, rx: 195, h: 422 };
};

const ganesha: FormFn = (art, p) => {
  const parts = [
    ellipsePath(0, -30, 168, 32),
    'M-160,-36C-170,-92 -104,-112 0,-110C104,-112 170,-92 160,-36Z',
    ellipsePath(-92, -286, 70, 78),
    ellipsePath(92, -286, 70, 78),
    ellipsePath(0, -168, 100, 88),
    ellipsePath(-104, -178, 26, 54),
    ellipsePath(104, -178, 26, 54),
    ellipsePath(0, -286, 66, 70),
  ];
  const trunk = 'M0,-262C-4,-205 -46,-200 -50,-162C-54,-132 -28,-118 -14,-136';
  const details = 'M-36,-296q9,-7 18,0M18,-296q9,-7 18,0M-140,-300q-16,30 6,66M140,-300q16,30 -6,66M-84,-100q84,24 168,0';
  let s = carving(art, p, parts, details, { x: -168, y: -450, w: 336, h: 450 });
  const skin = bodyFill(art, p, 0.02);
  s += `<path d="${trunk}" fill="none" stroke="${darker(p.c[2], 0.25)}" stroke-width="34" stroke-linecap="round"/>`;
  s += `<path d="${trunk}" fill="none" stroke="${skin}" stroke-width="28" stroke-linecap="round"/>`;
  s += `<path d="M24,-254q16,12 8,30" stroke="#f5eee0" stroke-width="9" stroke-linecap="round" fill="none"/>`;
  const gold = bodyFill(art, GOLD);
  s += `<path d="M-46,-340L-38,-392Q0,-452 38,-392L46,-340Q0,-352 -46,-340Z" fill="${gold}"/>`;
  s += `<path d="M-70,-226Q0,-180 70,-226" stroke="${GOLD.c[2]}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M-98,-112Q0,-92 98,-112" stroke="${GOLD.c[2]}" stroke-width="9" fill="none"/>`;
  s += `<path d="M0,-338v22" stroke="#c0392b" stroke-width="6" stroke-linecap="round"/>`;
  return { svg: s, rx: 185, h: 450 };
};

const shivling: FormFn = (art, p) => {
  const parts = ['M-150,-80L150,-80 140,0 -140,0Z', ellipsePath(0, -80, 150, 40), 'M120,-100L220,-86 220,-66 120,-58Z', ellipsePath(0, -190, 74, 112)];
  const details = 'M-150,-80q150,60 300,0M-40,-230h80M-44,-212h88M-40,-194h80';
  return { svg: carving(art, p, parts, details, { x: -150, y: -300, w: 370, h: 300 }), rx: 200, h: 300 };
};

const tortoise: FormFn = (art, p) => {
  const parts = [
    ellipsePath(-120, -26, 36, 22),
    ellipsePath(110, -24, 36, 22),
    ellipsePath(196, -70, 46, 32),
    'M-190,-40C-190,-180 190,-180 190,-40C120,-20 -120,-20 -190,-40Z',
  ];
  const details = 'M-60,-145L0,-160 60,-145 70,-90 0,-72 -70,-90ZM-70,-90L-150,-60M70,-90L150,-60M-60,-145L-110,-150M60,-145L110,-150M0,-72V-30M218,-78h2';
  return { svg: carving(art, p, parts, details, { x: -190, y: -170, w: 430, h: 170 }), rx: 230, h: 170 };
};

const elephant: FormFn = (art, p) => {
  const legs = [-118, -52, 36, 100].map((x) => `M${x},-110L${x + 46},-110 ${x + 46},-8Q${x + 23},4 ${x},-8Z`);
  const parts = [
    ...legs,
    ellipsePath(-10, -170, 150, 98),
    ellipsePath(130, -206, 68, 66),
    'M150,-180C200,-170 210,-230 236,-300L262,-292C244,-200 232,-140 168,-146Z',
  ];
  const details = 'M92,-250C60,-230 58,-160 96,-140M160,-222h1M-158,-180q-26,30 -18,70M166,-166q26,10 40,-6';
  let s = carving(art, p, parts, details, { x: -160, y: -310, w: 420, h: 310 });
  s += `<path d="M150,-170q20,10 34,-12" stroke="${lighter(p.c[3], 0.6)}" stroke-width="8" stroke-linecap="round" fill="none"/>`;
  return { svg: s, rx: 215, h: 310 };
};

const slice: FormFn = (art, p) => {
  const { rnd } = art;
  const one = (x: number, y: number, rot: number, back: boolean) => {
    const rx = between(rnd, 130, 150);
    const id = art.path(smooth(ring(rnd, 0, 0, 100, between(rnd, 70, 85), 11, 0.07)));
    let g = `<use href="#${id}" transform="translate(0 16) scale(${sc(rx / 100)})" fill="${tone(p, 0.15)}"/>`;
    g += `<use href="#${id}" transform="scale(${sc(rx / 100)})" fill="${p.c[2]}" stroke="${GOLD.c[2]}" stroke-width="${r1(700 / rx)}"/>`;
    const n = 8;
    for (let i = n - 1; i >= 1; i--) {
      const k = (rx * i) / n;
      g += `<use href="#${id}" transform="translate(${r0(between(rnd, -5, 5))} ${r0(between(rnd, -4, 4))}) scale(${sc(k / 100)})" fill="${p.c[(i * 3) % 5]!}"/>`;
    }
    const b = new Buckets();
    for (let i = 0; i < 14; i++) {
      const a = rnd() * Math.PI * 2;
      const rr = rnd() * rx * 0.12;
      const z = between(rnd, 4, 8);
      const cx = Math.cos(a) * rr;
      const cy = Math.sin(a) * rr;
      b.add(
        rnd() < 0.5 ? '#ffffff' : p.c[4],
        poly([
          [cx - z, cy],
          [cx, cy - z * 1.5],
          [cx + z, cy],
        ]),
      );
    }
    g += b.svg(' opacity=".85"');
    g += `<use href="#${id}" transform="scale(${sc(rx / 100)})" fill="${volume(art, 0.2)}"/>`;
    return `<g transform="translate(${x} ${y}) rotate(${r0(rot)}) scale(1 .66)"${back ? ' opacity=".95"' : ''}>${g}</g>`;
  };
  const s = one(70, -170, between(rnd, -20, 20), true) + one(-40, -110, between(rnd, -20, 20), false);
  return { svg: s, rx: 220, h: 260 };
};

const lamp: FormFn = (art, p) => {
  const { rnd } = art;
  let s = `<ellipse cx="0" cy="-230" rx="260" ry="240" fill="${glow(art, p.c[3], 0.5)}"/>`;
  s += stand(art, -46, 150, 46, 0);
  const rx = between(rnd, 120, 140);
  const ry = between(rnd, 150, 175);
  const cy = -46 - ry + 10;
  const d = smooth(ring(rnd, 0, cy, rx, ry, 11, 0.12));
  s += `<path d="${d}" fill="${art.radial(
    [
      [0, '#fff6d8'],
      [0.35, p.c[3]],
      [0.75, p.c[2]],
      [1, p.c[1]],
    ],
    0.5,
    0.55,
    0.6,
  )}"/>`;
  const b = new Buckets();
  for (let i = 0; i < 9; i++) {
    const x = between(rnd, -rx * 0.7, rx * 0.7);
    const y = cy + between(rnd, -ry * 0.7, ry * 0.7);
    const z = between(rnd, 18, 40);
    b.add(
      rnd() < 0.5 ? p.c[0] : '#ffffff',
      poly([
        [x, y - z],
        [x + z, y - z * 0.2],
        [x + z * 0.3, y + z],
        [x - z * 0.8, y + z * 0.3],
      ]),
    );
  }
  s += b.svg(' opacity=".12"');
  return { svg: s, rx: 170, h: 2 * ry + 46 };
};

const kit: FormFn = (art, p) => {
  const { rnd } = art;
  const set = (p.set ?? ['clear-quartz']).map((k) => palette(k) ?? p);
  let s = `<rect x="-225" y="-250" width="450" height="236" rx="18" fill="${art.linear([
    [0, WOOD.c[3]],
    [1, WOOD.c[1]],
  ])}"/>`;
  s += `<rect x="-205" y="-232" width="410" height="200" rx="10" fill="${art.linear([
    [0, '#2d2420'],
    [1, '#4a3c34'],
  ])}"/>`;
  s += `<path d="M-205,-232h410" stroke="#000" stroke-opacity=".35" stroke-width="8"/>`;
  const n = set.length;
  const perRow = Math.ceil(n / 2);
  set.forEach((sp, i) => {
    const row = i < perRow ? 0 : 1;
    const inRow = row === 0 ? perRow : n - perRow;
    const col = row === 0 ? i : i - perRow;
    const x = -150 + ((col + 0.5) / inRow) * 300 - 10 * row;
    const y = row === 0 ? -180 : -88;
    s += pebble(art, sp, x + between(rnd, -6, 6), y, between(rnd, 34, 42), between(rnd, 27, 32), between(rnd, -0.5, 0.5), 0);
  });
  return { svg: s, rx: 240, h: 250 };
};

const chips: FormFn = (art, p) => {
  const { rnd } = art;
  let s = `<path d="M-180,-110A180,46 0 0 0 180,-110C172,-40 110,-4 0,-4C-110,-4 -172,-40 -180,-110Z" fill="${art.linear(
    [
      [0, WOOD.c[3]],
      [1, WOOD.c[0]],
    ],
    0,
    0,
    1,
    0.4,
  )}"/>`;
  s += `<ellipse cx="0" cy="-110" rx="180" ry="46" fill="${WOOD.c[1]}"/>`;
  const b = new Buckets();
  const list = [];
  for (let i = 0; i < 62; i++) {
    const a = rnd() * Math.PI * 2;
    const rr = Math.sqrt(rnd());
    const x = Math.cos(a) * rr * 160;
    const y = -112 + Math.sin(a) * rr * 36 - (1 - rr * rr) * 52;
    list.push({ x, y });
  }
  list.sort((a, c) => a.y - c.y);
  for (const { x, y } of list) {
    const z = between(rnd, 9, 17);
    const a = rnd() * Math.PI;
    const pts: Pt[] = [];
    for (let k = 0; k < 4; k++) pts.push([x + Math.cos(a + k * 1.7) * z * between(rnd, 0.6, 1), y + Math.sin(a + k * 1.7) * z * 0.8]);
    b.add(tone(p, q(between(rnd, 0.3, 0.95))), poly(pts));
  }
  s += b.svg();
  for (let i = 0; i < 3; i++) s += glint(between(rnd, -100, 100), between(rnd, -170, -120), between(rnd, 5, 9), 0.8);
  return { svg: s, rx: 200, h: 200 };
};

export const FORMS: Readonly<Record<string, FormFn>> = {
  point,
  cluster,
  geode,
  cathedral,
  tumbled,
  raw,
  chips,
  sphere,
  egg,
  tower,
  wand,
  obelisk,
  pyramid,
  heart,
  palm,
  worry,
  specimen,
  gem,
  bracelet,
  mala,
  rudramala,
  pendant,
  ganesha,
  buddha,
  shivling,
  tortoise,
  elephant,
  slice,
  lamp,
  kit,
};

export function form(key: string): FormFn | undefined {
  return Object.hasOwn(FORMS, key) ? FORMS[key] : undefined;
}

export { pebble };
