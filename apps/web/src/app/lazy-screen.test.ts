import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyScreen } from './lazy-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyScreen', () => {
  it("gives the module's default export to the router as its Component", async () => {
    const Screen = () => null;
    await expect(lazyScreen(async () => ({ default: Screen }))()).resolves.toEqual({ Component: Screen });
  });

  it('fails with a ChunkLoadError after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = lazyScreen(() => new Promise<never>(() => {}))();
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);

    await outcome;
  });

  it('passes a failed load on as it is', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(lazyScreen(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
