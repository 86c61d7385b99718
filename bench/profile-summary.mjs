// Summarises a V8 .cpuprofile (node --cpu-prof): self time by package or source file and by
// function, largest first. Used by `BENCH_PROFILE=1 npm run bench:render`, or on its own:
// node bench/profile-summary.mjs FILE.cpuprofile [TOP]
import fs from 'node:fs';

/** Where a frame's code lives: a package under node_modules, a file of the repo, or V8's own ('(garbage collector)', '(program)'). */
function placeOf(url) {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const repo = /\/(apps\/[^?]+|packages\/[^?]+)/.exec(url);
  return repo ? repo[1] : url.replace(/^file:\/\//, '').replace(/^node:/, 'node:');
}

export function summarise(file, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0));
  const places = new Map();
  const functions = new Map();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const place = functionName.startsWith('(') ? functionName : placeOf(url);
    places.set(place, (places.get(place) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${placeOf(url)}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const lines = [`CPU profile: ${(total / 1000).toFixed(0)} ms on CPU`, 'self time by place:'];
  const share = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  for (const [place, us] of [...places].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${share(us)}  ${place}`);
  lines.push('self time by function:');
  for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${share(us)}  ${fn}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(summarise(process.argv[2], Number(process.argv[3] ?? 25)));
