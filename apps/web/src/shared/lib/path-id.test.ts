import { describe, expect, it } from 'vitest';
import { slugFromSlugId } from './path-id';

describe('slugFromSlugId', () => {
  it('takes the text before the last "="', () => {
    expect(slugFromSlugId('Amethyst-Cluster=12')).toBe('Amethyst-Cluster');
    expect(slugFromSlugId('a=b=34')).toBe('a=b');
  });

  it('is empty for a bare id', () => {
    expect(slugFromSlugId('5')).toBe('');
  });
});
