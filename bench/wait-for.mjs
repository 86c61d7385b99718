// What the benchmarks share about the server they start: waiting until it answers.

/** Resolves once `url` answers 2xx; rejects after `ms` without one. */
export async function waitFor(url, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}
