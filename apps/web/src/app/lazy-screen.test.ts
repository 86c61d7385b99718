import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
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

  it("loads the screen's translation namespaces together with its code", async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const Screen = () => null;

    await lazyScreen(async () => ({ default: Screen }), { namespaces: ['catalog'] })();

    expect(load).toHaveBeenCalledWith(['catalog']);
  });

  it('waits 120 seconds, the spec chunk time-out', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
