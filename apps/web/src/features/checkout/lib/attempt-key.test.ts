import { describe, expect, it } from 'vitest';
import { AttemptKeys, newIdempotencyKey } from './attempt-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('newIdempotencyKey', () => {
  it('is a random v4 UUID', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('AttemptKeys', () => {
  it('keeps the key when the same order is retried after it got no answer', () => {
    const keys = new AttemptKeys(counter());
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
  });

  it('takes a new key once the shop refused the attempt, even for the same body', () => {
    const keys = new AttemptKeys(counter());
    keys.keyFor('{"a":1}');
    keys.refused();
    expect(keys.keyFor('{"a":1}')).toBe('key-2');
  });

  it('takes a new key for a different order, and after an order was placed', () => {
    const keys = new AttemptKeys(counter());
    keys.keyFor('{"a":1}');
    expect(keys.keyFor('{"a":2}')).toBe('key-2');
    keys.reset();
    expect(keys.keyFor('{"a":2}')).toBe('key-3');
  });
});
