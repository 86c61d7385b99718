import { describe, expect, it } from 'vitest';
import { Gate } from './one-at-a-time.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Gate', () => {
  it('runs at most `limit` tasks at once, the rest in order, and passes on after a failure', async () => {
    const gate = new Gate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        order.push(i);
        running -= 1;
        if (i === 3) throw new Error('broken picture');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => task(i)));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
