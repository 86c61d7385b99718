import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, SUPPORTED_LANGUAGES } from '@shop/core';
import type { ShopLanguage } from './language.js';
import { plainText } from './page-head.js';

/** The screen titles the storefront sets for the pages the server writes a head for. */
export interface PageLabels {
  home: string;
  allProducts: string;
  productNotFound: string;
  categoryNotFound: string;
}

export interface StorefrontTexts {
  labels: Record<ShopLanguage, PageLabels>;
  /** The shop's description, from the built page's meta description. */
  description: string;
}

/** English, as in apps/web/public/locales/en (used where the build's files are missing). */
const ENGLISH: PageLabels = {
  home: 'Home',
  allProducts: MESSAGES.allProducts,
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
};
const DEFAULT_DESCRIPTION = 'Stones, minerals and crystals: clusters, tumbled stones, carvings and jewellery.';

/** Where each label is in the storefront's translation files: namespace and key path. */
const SOURCES: Record<keyof PageLabels, [string, string[]]> = {
  home: ['home', ['title']],
  allProducts: ['catalog', ['allProducts']],
  productNotFound: ['product', ['notFound', 'documentTitle']],
  categoryNotFound: ['catalog', ['notFound', 'heading']],
};

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function at(value: unknown, keys: string[]): string | undefined {
  let node = value;
  for (const key of keys) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' && node.trim() !== '' && node.length <= 200 ? node : undefined;
}

/**
 * Reads, once at start-up, the texts the server's page heads share with the storefront: each
 * language's screen titles from the built translation files (locales/{lng}/{ns}.json), so
 * the title in the HTML is the one the storefront sets after (no flicker, Arabic included),
 * and the shop's description from the built index.html. Missing files fall back to English.
 */
export function readStorefrontTexts(webDist: string): StorefrontTexts {
  const labels = {} as Record<ShopLanguage, PageLabels>;
  for (const lng of SUPPORTED_LANGUAGES) {
    const files = new Map<string, unknown>();
    const file = (ns: string) => {
      if (!files.has(ns)) files.set(ns, readJson(path.join(webDist, 'locales', lng, `${ns}.json`)));
      return files.get(ns);
    };
    const entries = Object.entries(SOURCES).map(([label, [ns, keys]]) => [label, at(file(ns), keys) ?? ENGLISH[label as keyof PageLabels]]);
    labels[lng] = Object.fromEntries(entries) as PageLabels;
  }
  let indexHtml = '';
  try {
    indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    // not built: the default description
  }
  const meta = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(indexHtml)?.[1];
  return { labels, description: (meta && plainText(meta)) || DEFAULT_DESCRIPTION };
}
