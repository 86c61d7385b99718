import { describe, expect, it } from 'vitest';
import { cardLinkTarget, categoryPath, idFromPath, isCurrentPath, productPath, safePathSegment, searchLinkTarget, titleSlug } from './slug';

describe('titleSlug', () => {
  it('trims and replaces each run of whitespace with one hyphen', () => {
    expect(titleSlug('Rose Quartz Tumble')).toBe('Rose-Quartz-Tumble');
    expect(titleSlug('  Black   Tourmaline \t Raw  ')).toBe('Black-Tourmaline-Raw');
    expect(titleSlug('Amethyst\nCluster')).toBe('Amethyst-Cluster');
  });

  it('changes nothing else', () => {
    expect(titleSlug('Lapis Lazuli (Grade A), 50g')).toBe('Lapis-Lazuli-(Grade-A),-50g');
    expect(titleSlug('Crystal-Ball')).toBe('Crystal-Ball');
    expect(titleSlug('Śiva Lingam')).toBe('Śiva-Lingam');
  });
});

describe('safePathSegment', () => {
  it('encodes only the characters that break a path', () => {
    expect(safePathSegment('What?-100%-Pure-#1-Agate/Onyx\\Set')).toBe('What%3F-100%25-Pure-%231-Agate%2FOnyx%5CSet');
    expect(safePathSegment('Lapis-(A),-50g')).toBe('Lapis-(A),-50g');
  });
});

describe('idFromPath', () => {
  it('reads the text after the last =', () => {
    expect(idFromPath('/ProductDetails/Rose-Quartz=12')).toBe(12);
    expect(idFromPath('Rose-Quartz=12')).toBe(12);
    expect(idFromPath('/Shop/Crystals=7')).toBe(7);
    expect(idFromPath('/ProductDetails/a=b=42')).toBe(42);
    expect(idFromPath('/AllProductsList/Healing-Stones=3/')).toBe(3);
  });

  it('uses the last segment when there is no =', () => {
    expect(idFromPath('/AllProductsList/9')).toBe(9);
    expect(idFromPath('15')).toBe(15);
  });

  it('is null when the id is not a positive integer a row can have', () => {
    expect(idFromPath('/AllProductsList')).toBeNull();
    expect(idFromPath('/ProductDetails/Rose=abc')).toBeNull();
    expect(idFromPath('/ProductDetails/Rose=0')).toBeNull();
    expect(idFromPath('/ProductDetails/Rose=-3')).toBeNull();
    expect(idFromPath('/ProductDetails/Rose=1.5')).toBeNull();
    expect(idFromPath('/ProductDetails/Rose=')).toBeNull();
    expect(idFromPath('/ProductDetails/Rose=99999999999999999999')).toBeNull();
    // Beyond the id column (MAX_ID): no row can have it, so no read is made for it.
    expect(idFromPath('/ProductDetails/x=99999999999')).toBeNull();
    expect(idFromPath('/ProductDetails/x=2147483647')).toBe(2147483647);
    expect(idFromPath(undefined)).toBeNull();
    expect(idFromPath('')).toBeNull();
  });
});

describe('paths', () => {
  it('builds product detail paths', () => {
    expect(productPath('Rose Quartz Tumble', 12)).toBe('/ProductDetails/Rose-Quartz-Tumble=12');
    expect(productPath(' Rose Quartz ', 12, 'GetProductDetails')).toBe('/GetProductDetails/Rose-Quartz=12');
  });

  it('builds category paths', () => {
    expect(categoryPath('Healing Stones', 3)).toBe('/AllProductsList/Healing-Stones=3');
  });

  it('keeps a title with ? or # readable back to its id', () => {
    const path = productPath('Is it Jade? #1', 5);
    expect(path).toBe('/ProductDetails/Is-it-Jade%3F-%231=5');
    expect(new URL(path, 'http://localhost').pathname).toBe(path);
    expect(idFromPath(path)).toBe(5);
  });
});

describe('cardLinkTarget', () => {
  it('links to /ProductDetails by default', () => {
    expect(cardLinkTarget('/AllProductsList/Crystals=2', 'Rose Quartz', 12)).toBe('/ProductDetails/Rose-Quartz=12');
    expect(cardLinkTarget('/ProductDetails/Amethyst=3', 'Rose Quartz', 12)).toBe('/ProductDetails/Rose-Quartz=12');
  });

  it('links to /GetProductDetails when the current path contains GetProductDetails', () => {
    expect(cardLinkTarget('/GetProductDetails/Amethyst=3', 'Rose Quartz', 12)).toBe('/GetProductDetails/Rose-Quartz=12');
  });
});

describe('searchLinkTarget', () => {
  it('links to whichever detail route the current page is not', () => {
    expect(searchLinkTarget('/ProductDetails/Amethyst=3', 'Rose Quartz', 12)).toBe('/GetProductDetails/Rose-Quartz=12');
    expect(searchLinkTarget('/GetProductDetails/Amethyst=3', 'Rose Quartz', 12)).toBe('/ProductDetails/Rose-Quartz=12');
  });

  it('links to /ProductDetails from any other page', () => {
    expect(searchLinkTarget('/', 'Rose Quartz', 12)).toBe('/ProductDetails/Rose-Quartz=12');
    expect(searchLinkTarget('/AllProductsList', 'Rose Quartz', 12)).toBe('/ProductDetails/Rose-Quartz=12');
  });
});

describe('isCurrentPath', () => {
  it('compares paths ignoring percent-encoding and a trailing slash', () => {
    expect(isCurrentPath('/ProductDetails/Rose-Quartz=12', '/ProductDetails/Rose-Quartz=12')).toBe(true);
    expect(isCurrentPath('/ProductDetails/Rose-Quartz=12/', '/ProductDetails/Rose-Quartz=12')).toBe(true);
    expect(isCurrentPath('/ProductDetails/%C5%9Aiva=4', '/ProductDetails/Śiva=4')).toBe(true);
    expect(isCurrentPath('/ProductDetails/Rose-Quartz=12', '/ProductDetails/Rose-Quartz=13')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
