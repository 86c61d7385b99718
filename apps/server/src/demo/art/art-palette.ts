/**
 * The colours of each stone, as the artwork paints it: five tones from darkest to lightest,
 * a surface texture, and an accent (flecks, veins, flash). Keys are the recipe's mineral part.
 */
export type Texture =
  | 'none'
  | 'bands' // concentric agate / malachite banding
  | 'stripes' // parallel wavy bands (fluorite, tiger eye)
  | 'flecks' // gold pyrite flecks (lapis)
  | 'sparkle' // aventurine / sunstone glitter
  | 'flash' // labradorescence, moonstone sheen, pearl lustre
  | 'veins' // white or dark veins (sodalite, marble, amazonite)
  | 'matrix' // turquoise matrix
  | 'speckle' // jasper, shungite
  | 'cloudy' // rose quartz, jade, carnelian
  | 'clear' // quartz inclusions
  | 'metal' // striated metallic lustre
  | 'zoned'; // colour zoning of amethyst

export interface Palette {
  /** darkest → lightest */
  c: readonly [string, string, string, string, string];
  tex: Texture;
  accent: string;
  /** Translucent stones: facets drawn a little see-through, with bright edges. */
  glass?: boolean;
  /** Colours of a flash or sheen texture. */
  flash?: readonly string[];
  /** How a specimen of it grows. */
  habit?: 'cubic' | 'prism' | 'botryoidal' | 'quartz';
  /** How a loose gem of it is cut. */
  cut?: 'faceted' | 'cabochon' | 'pearl';
  /** A mixed set (kits): the minerals it holds. */
  set?: readonly string[];
}

export const PALETTES: Readonly<Record<string, Palette>> = {
  amethyst: { c: ['#35194f', '#5b2f8c', '#8a5cc2', '#c2a2e6', '#f1e7fc'], tex: 'zoned', accent: '#e9dcf7', glass: true, habit: 'quartz', cut: 'faceted' },
  'rose-quartz': {
    c: ['#9c5470', '#cf8aa3', '#eab2c3', '#f7d8e1', '#fff4f7'],
    tex: 'cloudy',
    accent: '#ffffff',
    glass: true,
    habit: 'quartz',
    cut: 'cabochon',
  },
  'clear-quartz': { c: ['#7f8d99', '#aebcc6', '#d9e3e9', '#eff5f8', '#ffffff'], tex: 'clear', accent: '#ffffff', glass: true, habit: 'quartz', cut: 'faceted' },
  citrine: { c: ['#7e420b', '#c27318', '#e7a636', '#f6d27a', '#fff2c9'], tex: 'clear', accent: '#fff8e0', glass: true, habit: 'quartz', cut: 'faceted' },
  'smoky-quartz': { c: ['#2b211b', '#503f35', '#7a6658', '#b0a194', '#e8dfd7'], tex: 'clear', accent: '#f3ece6', glass: true, habit: 'quartz', cut: 'faceted' },
  'black-tourmaline': { c: ['#0c0c0f', '#1b1b20', '#2e2e35', '#4b4b55', '#9a9aa6'], tex: 'metal', accent: '#8d8d99', habit: 'prism' },
  'lapis-lazuli': { c: ['#0e1a55', '#1b3090', '#2c4dbd', '#5878d6', '#b4c3f1'], tex: 'flecks', accent: '#e0bd52', cut: 'cabochon' },
  malachite: { c: ['#083826', '#0f6441', '#1c905c', '#48bf86', '#a8e9c6'], tex: 'bands', accent: '#062a1c', habit: 'botryoidal', cut: 'cabochon' },
  'tiger-eye': { c: ['#3a2008', '#744612', '#ad7729', '#d9a84f', '#f8dc98'], tex: 'stripes', accent: '#fbe3a6', cut: 'cabochon' },
  selenite: { c: ['#b3aea6', '#d3cfc8', '#e9e7e2', '#f6f5f1', '#ffffff'], tex: 'stripes', accent: '#ffffff', glass: true, habit: 'prism' },
  carnelian: { c: ['#6a1c06', '#a5360e', '#d3591c', '#ee8a4a', '#ffcaa0'], tex: 'cloudy', accent: '#ffd9b8', glass: true, cut: 'cabochon' },
  jade: { c: ['#113c27', '#1d6641', '#38905c', '#74bd8b', '#c6ebd0'], tex: 'cloudy', accent: '#e1f6e6', cut: 'cabochon' },
  labradorite: {
    c: ['#1d2328', '#323b42', '#525e66', '#7c878e', '#b8c2c7'],
    tex: 'flash',
    accent: '#3aa0d8',
    flash: ['#2d7fd8', '#35c0c6', '#d8b84a', '#6a8cff'],
    cut: 'cabochon',
  },
  pyrite: { c: ['#453711', '#7a6529', '#b19848', '#d8c27c', '#fff3c2'], tex: 'metal', accent: '#fff6cf', habit: 'cubic' },
  'green-aventurine': { c: ['#1b472a', '#2d7044', '#4b9862', '#89c698', '#d2efd8'], tex: 'sparkle', accent: '#e9f9e2', cut: 'cabochon' },
  fluorite: {
    c: ['#2a2868', '#4c3e9a', '#6a9dc6', '#9edfc6', '#ecfff7'],
    tex: 'stripes',
    accent: '#7fe0b8',
    glass: true,
    flash: ['#6b4fb8', '#3fb7a8', '#8ad6f0'],
    habit: 'cubic',
  },
  obsidian: { c: ['#040405', '#101013', '#202128', '#3a3c46', '#a3a9ba'], tex: 'none', accent: '#c3c9da' },
  moonstone: {
    c: ['#878e9b', '#b8bfc9', '#e1e5e9', '#f3f3f1', '#ffffff'],
    tex: 'flash',
    accent: '#9cc8ff',
    glass: true,
    flash: ['#8fc2ff', '#b7d8ff', '#d9ecff'],
    cut: 'cabochon',
  },
  amazonite: { c: ['#1b5a59', '#2c8782', '#55b1a8', '#92d5cb', '#d9f5ef'], tex: 'veins', accent: '#f2fffb', cut: 'cabochon' },
  hematite: { c: ['#19191c', '#323439', '#565960', '#8a8e96', '#e4e7ec'], tex: 'metal', accent: '#f0f2f6', habit: 'botryoidal' },
  sodalite: { c: ['#0e1c47', '#1a3275', '#2d4d9b', '#5773bb', '#c9d3ed'], tex: 'veins', accent: '#f4f6fb', cut: 'cabochon' },
  'red-jasper': { c: ['#46130b', '#772314', '#9f3923', '#c3614a', '#e9a997'], tex: 'speckle', accent: '#3a0e08', cut: 'cabochon' },
  sunstone: { c: ['#762c0c', '#b3501b', '#de833a', '#f2af6b', '#ffe1ba'], tex: 'sparkle', accent: '#fff1c6', cut: 'cabochon' },
  shungite: { c: ['#0a0a0b', '#18181a', '#29292c', '#3f3f44', '#7b7b84'], tex: 'speckle', accent: '#55555c' },
  turquoise: { c: ['#155a60', '#218289', '#3eaeae', '#80d2cb', '#cff3ed'], tex: 'matrix', accent: '#4d3b2c', cut: 'cabochon' },
  'blue-lace-agate': { c: ['#58799f', '#84a3c5', '#b2c9e2', '#dae7f3', '#ffffff'], tex: 'bands', accent: '#ffffff', cut: 'cabochon' },
  agate: { c: ['#3b4753', '#647688', '#95a7b7', '#c8d4de', '#f3f6f9'], tex: 'bands', accent: '#ffffff' },
  ruby: { c: ['#480411', '#870e25', '#c21b3b', '#ea4b66', '#ffc6cf'], tex: 'none', accent: '#ffe1e6', cut: 'faceted' },
  emerald: { c: ['#043820', '#0a683b', '#129957', '#41cf87', '#c4f6db'], tex: 'none', accent: '#e1fff0', cut: 'faceted' },
  'blue-sapphire': { c: ['#061448', '#0e2a88', '#1e48c2', '#507be6', '#d1ddff'], tex: 'none', accent: '#eef2ff', cut: 'faceted' },
  'yellow-sapphire': { c: ['#775704', '#b1870e', '#e1b628', '#f5d86c', '#fff6ca'], tex: 'none', accent: '#fffbe6', cut: 'faceted' },
  hessonite: { c: ['#571d07', '#8a3912', '#b75e24', '#d88b50', '#f7d0a8'], tex: 'none', accent: '#ffe8d2', cut: 'faceted' },
  pearl: {
    c: ['#b3a89e', '#d6cdc4', '#eee8e1', '#f8f5f0', '#ffffff'],
    tex: 'flash',
    accent: '#f6dbe8',
    flash: ['#f5d3e4', '#d8f0e6', '#e6e0ff'],
    cut: 'pearl',
  },
  'red-coral': { c: ['#761911', '#b0301e', '#da5136', '#ef8466', '#ffcbba'], tex: 'cloudy', accent: '#ffe0d6', cut: 'cabochon' },
  garnet: { c: ['#36040f', '#660b1d', '#96172e', '#c33c51', '#f3acb6'], tex: 'none', accent: '#ffd9df', cut: 'faceted' },
  rudraksha: { c: ['#2c1407', '#4d2811', '#72421e', '#9a6535', '#d2a06b'], tex: 'speckle', accent: '#26110a' },
  marble: { c: ['#a5a097', '#cdc8bf', '#e8e5de', '#f6f4ef', '#ffffff'], tex: 'veins', accent: '#9d978d' },
  'black-stone': { c: ['#111113', '#212125', '#35353b', '#55555d', '#9c9ca7'], tex: 'none', accent: '#6c6c75' },
  narmada: { c: ['#36271a', '#5c442e', '#866a4c', '#b19471', '#e6d5bb'], tex: 'veins', accent: '#2e1d10' },
  'himalayan-salt': { c: ['#96391a', '#cf6636', '#ee9d6a', '#f8c7a2', '#fff0e2'], tex: 'cloudy', accent: '#fff4e8', glass: true },
  soapstone: { c: ['#675f55', '#918779', '#b8ae9f', '#d8d0c4', '#f2ede5'], tex: 'veins', accent: '#7d7366' },
  // Kits: several stones together; the palette is the first stone's.
  chakra: {
    c: ['#35194f', '#5b2f8c', '#8a5cc2', '#c2a2e6', '#f1e7fc'],
    tex: 'none',
    accent: '#ffffff',
    set: ['red-jasper', 'carnelian', 'citrine', 'green-aventurine', 'sodalite', 'lapis-lazuli', 'amethyst'],
  },
  protection: {
    c: ['#0c0c0f', '#1b1b20', '#2e2e35', '#4b4b55', '#9a9aa6'],
    tex: 'none',
    accent: '#ffffff',
    set: ['black-tourmaline', 'obsidian', 'hematite', 'smoky-quartz', 'shungite', 'tiger-eye'],
  },
  love: {
    c: ['#9c5470', '#cf8aa3', '#eab2c3', '#f7d8e1', '#fff4f7'],
    tex: 'none',
    accent: '#ffffff',
    set: ['rose-quartz', 'garnet', 'amethyst', 'moonstone', 'clear-quartz', 'rose-quartz'],
  },
  abundance: {
    c: ['#7e420b', '#c27318', '#e7a636', '#f6d27a', '#fff2c9'],
    tex: 'none',
    accent: '#ffffff',
    set: ['citrine', 'pyrite', 'green-aventurine', 'tiger-eye', 'clear-quartz', 'jade'],
  },
  calm: {
    c: ['#58799f', '#84a3c5', '#b2c9e2', '#dae7f3', '#ffffff'],
    tex: 'none',
    accent: '#ffffff',
    set: ['amethyst', 'blue-lace-agate', 'sodalite', 'selenite', 'moonstone', 'amazonite'],
  },
};

export function palette(key: string): Palette | undefined {
  return Object.hasOwn(PALETTES, key) ? PALETTES[key] : undefined;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const v = Math.round(x[i]! + (y[i]! - x[i]!) * Math.min(1, Math.max(0, t)));
    out += v.toString(16).padStart(2, '0');
  }
  return out;
}

/** A tone across the palette: 0 is the darkest colour, 1 the lightest. */
export function tone(p: Palette, t: number): string {
  const x = Math.min(1, Math.max(0, t)) * 4;
  const i = Math.min(3, Math.floor(x));
  return mix(p.c[i]!, p.c[i + 1]!, x - i);
}
