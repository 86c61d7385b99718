import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isLoggedIn, isTokenValid } from './token';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

const NOW = 1_700_000_000_000;
const EXP = NOW / 1000 + 3600;

describe('decodeTokenPayload', () => {
  it('reads the payload without verifying', () => {
    expect(decodeTokenPayload(jwt({ sub: '7', exp: EXP }))).toEqual({ sub: '7', exp: EXP });
  });

  it('decodes base64url characters and UTF-8 text', () => {
    // '??>' encodes with '-' and '_' in base64url.
    const payload = { name: 'Śiva ✓ ??>', exp: EXP };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenPayload(token)).toEqual(payload);
  });

  it('is null when malformed', () => {
    expect(decodeTokenPayload(null)).toBeNull();
    expect(decodeTokenPayload('')).toBeNull();
    expect(decodeTokenPayload('abc')).toBeNull();
    expect(decodeTokenPayload('a.b')).toBeNull();
    expect(decodeTokenPayload('a..c')).toBeNull();
    expect(decodeTokenPayload('a.!!!.c')).toBeNull();
    expect(decodeTokenPayload(`a.${base64Url('not json')}.c`)).toBeNull();
    expect(decodeTokenPayload(`a.${base64Url('[1,2]')}.c`)).toBeNull();
    expect(decodeTokenPayload(`a.${base64Url('"x"')}.c`)).toBeNull();
    expect(decodeTokenPayload('a.b.c.d')).toBeNull();
  });
});

describe('isTokenValid', () => {
  it('is true while exp is ahead', () => {
    expect(isTokenValid(jwt({ exp: EXP }), NOW)).toBe(true);
    expect(isTokenValid(jwt({ exp: NOW / 1000 + 1 }), NOW)).toBe(true);
  });

  it('is false at or after exp', () => {
    expect(isTokenValid(jwt({ exp: NOW / 1000 }), NOW)).toBe(false);
    expect(isTokenValid(jwt({ exp: NOW / 1000 - 1 }), NOW)).toBe(false);
  });

  it('is false without a numeric exp, or when malformed', () => {
    expect(isTokenValid(jwt({ sub: '1' }), NOW)).toBe(false);
    expect(isTokenValid(jwt({ exp: String(EXP) }), NOW)).toBe(false);
    expect(isTokenValid('garbage', NOW)).toBe(false);
    expect(isTokenValid(undefined, NOW)).toBe(false);
  });
});

describe('isLoggedIn', () => {
  const token = jwt({ exp: EXP });

  it('needs both a valid token and a customer id', () => {
    expect(isLoggedIn(token, '7', NOW)).toBe(true);
    expect(isLoggedIn(token, 7, NOW)).toBe(true);
    expect(isLoggedIn(token, null, NOW)).toBe(false);
    expect(isLoggedIn(token, '', NOW)).toBe(false);
    expect(isLoggedIn(null, '7', NOW)).toBe(false);
    expect(isLoggedIn(jwt({ exp: NOW / 1000 - 1 }), '7', NOW)).toBe(false);
  });
});
