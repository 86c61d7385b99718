// The supervisor of `npm start` (supervise.mjs) with tiny child scripts that crash, are
// killed, exit cleanly or crash in a loop; timings are shortened so the file takes seconds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SUPERVISE_DEFAULTS, signalStatus, supervise } from './supervise.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a child script and returns its path. */
function script(name, text) {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(file, text);
  return file;
}

// Stays up until SIGTERM, then exits with code 0, like the server; says 'ready' once it would.
const STAYS_UP = `
process.on('SIGTERM', () => process.exit(0));
console.log('ready');
setInterval(() => {}, 1000);
`;

/** Exits with code 3 on its first run (counted in a file), then stays up like STAYS_UP. */
const crashOnce = (counter) => `
import fs from 'node:fs';
const runs = Number(fs.existsSync(${JSON.stringify(counter)}) ? fs.readFileSync(${JSON.stringify(counter)}, 'utf8') : 0) + 1;
fs.writeFileSync(${JSON.stringify(counter)}, String(runs));
if (runs === 1) process.exit(3);
${STAYS_UP}`;

const fast = { initialBackoffMs: 50, maxBackoffMs: 200, killAfterMs: 2000 };
const running = [];

/** supervise() with the children's stdout collected (out()), stderr ignored and the log lines collected. */
function start(args, options = {}) {
  const lines = [];
  let out = '';
  const sup = supervise({
    command: process.execPath,
    args,
    stdio: ['ignore', 'pipe', 'ignore'],
    onSpawn: (c) => c.stdout.on('data', (d) => (out += d)),
    log: (line) => lines.push(line),
    ...fast,
    ...options,
  });
  running.push(sup);
  return { sup, lines, out: () => out };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('supervise', () => {
  it('uses the backoff and crash limit of the brief by default', () => {
    expect(SUPERVISE_DEFAULTS).toMatchObject({ initialBackoffMs: 500, maxBackoffMs: 10_000, resetAfterMs: 60_000, crashLimit: 10 });
    expect(signalStatus('SIGTERM')).toBe(143);
    expect(signalStatus('SIGINT')).toBe(130);
  });

  it('restarts a child that exits with a non-zero code, logging why, then stops it on request without a restart', async () => {
    const { sup, lines, out } = start([script('crash-once', crashOnce(path.join(dir, 'crash-once.count')))]);
    const firstPid = sup.pid;
    await until(() => out().includes('ready')); // the second child is up
    expect(sup.restarts).toBe(1);
    expect(sup.pid).not.toBe(firstPid);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^server \\(pid ${firstPid}\\) exited with code 3 after [\\d.]+ s up; restart 1 in 0.05 s$`));
    await sleep(200); // and stays up
    const pid = sup.pid;
    expect(pid).not.toBeNull();
    expect(alive(pid)).toBe(true);
    const result = await sup.stop('SIGTERM');
    expect(result).toEqual({ code: 0, signal: null, reason: 'stopped' });
    expect(alive(pid)).toBe(false);
    expect(sup.restarts).toBe(1);
    expect(lines).toHaveLength(1);
  });

  it('restarts a child killed by a signal it did not send', async () => {
    const { sup, lines, out } = start(['-e', STAYS_UP]);
    const firstPid = sup.pid;
    await until(() => out().includes('ready'));
    process.kill(firstPid, 'SIGKILL');
    await until(() => sup.restarts === 1 && sup.pid !== null);
    expect(sup.pid).not.toBe(firstPid);
    expect(lines[0]).toMatch(new RegExp(`^server \\(pid ${firstPid}\\) was killed by SIGKILL after [\\d.]+ s up; restart 1 in 0.05 s$`));
  });

  it('does not restart a child that exits cleanly (code 0)', async () => {
    const { sup, lines } = start(['-e', 'setTimeout(() => process.exit(0), 100)']);
    expect(await sup.done).toEqual({ code: 0, signal: null, reason: 'exited' });
    expect(sup.restarts).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/exited cleanly \(code 0\).*not restarting$/)]);
  });

  it('doubles the backoff per crash up to its limit; after too many crashes in a row says so loudly and keeps trying, slower', async () => {
    const { sup, lines } = start(['-e', 'process.exit(1)'], { crashLimit: 5, stuckBackoffMs: 800 });
    await until(() => lines.length >= 7, 10_000);
    const waits = lines.slice(0, 7).map((l) => /restart \d+ in ([\d.]+) s$/.exec(l)?.[1]);
    expect(waits).toEqual(['0.05', '0.1', '0.2', '0.2', '0.4', '0.8', '0.8']);
    expect(lines.slice(0, 4).join('\n')).not.toMatch(/!!!/);
    expect(lines[4]).toMatch(
      /^!!! server keeps crashing: pid \d+ exited with code 1 after [\d.]+ s up, 5 crashes in [\d.]+ s without staying up 60 s\. Restarting will not help until the cause is fixed .*; still trying: restart 5 in 0.4 s$/,
    );
    expect(lines[6]).toMatch(/^!!! server keeps crashing: .* 7 crashes in /);
    expect(sup.restarts).toBeGreaterThanOrEqual(7);
    expect(await sup.stop('SIGTERM')).toMatchObject({ reason: 'stopped' });
  });

  it('starts the backoff and the crash count afresh after a child stayed up long enough', async () => {
    const { sup, lines } = start(['-e', 'setTimeout(() => process.exit(2), 250)'], { crashLimit: 3, resetAfterMs: 200 });
    await until(() => sup.restarts >= 4, 10_000);
    expect(lines.slice(0, 4).map((l) => /in ([\d.]+) s$/.exec(l)?.[1])).toEqual(['0.05', '0.05', '0.05', '0.05']);
    expect(lines.join('\n')).not.toMatch(/!!!/);
  });

  it('counts a command that cannot start as a crash', async () => {
    const { sup, lines } = start([], { command: path.join(dir, 'no-such-program'), crashLimit: 2 });
    await until(() => lines.length >= 2);
    expect(lines[0]).toMatch(/failed to start \(spawn .*ENOENT\).*restart 1 in 0.05 s$/);
    expect(lines[1]).toMatch(/^!!! server keeps crashing: pid - failed to start .*restart 2 in 0.4 s$/);
    expect(sup.restarts).toBe(2);
  });

  it('ends at once when stopped while waiting to restart', async () => {
    const { sup } = start(['-e', 'process.exit(5)'], { initialBackoffMs: 5000 });
    await until(() => sup.restarts === 1);
    const t0 = Date.now();
    expect(await sup.stop('SIGTERM')).toEqual({ code: 0, signal: null, reason: 'stopped' });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(sup.restarts).toBe(1);
  });

  it('kills a child that ignores the stop signal after killAfterMs', async () => {
    const { sup, lines, out } = start(['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000);"], { killAfterMs: 300 });
    await until(() => out().includes('ready'));
    expect(await sup.stop('SIGTERM')).toEqual({ code: signalStatus('SIGKILL'), signal: 'SIGKILL', reason: 'stopped' });
    expect(lines.join('\n')).toMatch(/still running 0.3 s after SIGTERM: sending SIGKILL/);
  });

  describe('as npm start runs it (forwardSignals, inherited output)', () => {
    /** A supervisor in its own process, exiting with its result's code, as scripts/start.mjs does. */
    function supervisorProcess(childScript) {
      const wrapper = script(
        `wrapper-${Math.random().toString(36).slice(2)}`,
        `import { supervise } from ${JSON.stringify(path.join(here, 'supervise.mjs'))};
const s = supervise({ command: process.execPath, args: [${JSON.stringify(childScript)}], forwardSignals: true, initialBackoffMs: 50 });
s.done.then(({ code }) => process.exit(code));`,
      );
      const p = spawn(process.execPath, [wrapper], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (err += d));
      const exited = new Promise((resolve) => p.on('exit', (code, signal) => resolve({ code, signal })));
      return { p, exited, out: () => out, err: () => err };
    }

    it('passes SIGTERM to the child and exits with its status, without restarting', async () => {
      const child = script(
        'exit-7-on-term',
        "process.on('SIGTERM', () => process.exit(7)); console.error('FATAL ERROR: a line on stderr'); console.log('child up'); setInterval(() => {}, 1000);",
      );
      const w = supervisorProcess(child);
      await until(() => w.out().includes('child up'));
      w.p.kill('SIGTERM');
      expect(await w.exited).toEqual({ code: 7, signal: null });
      // The child's output reaches the supervisor's own stdout and stderr; no crash was logged.
      expect(w.err()).toContain('FATAL ERROR: a line on stderr');
      expect(w.err()).not.toContain('[supervise]');
    });

    it('passes SIGINT to the child; a child that dies of it gives status 130', async () => {
      const child = script('dies-of-int', "console.log('child up'); setInterval(() => {}, 1000);");
      const w = supervisorProcess(child);
      await until(() => w.out().includes('child up'));
      w.p.kill('SIGINT');
      expect(await w.exited).toEqual({ code: 130, signal: null });
      expect(w.out().match(/child up/g)).toHaveLength(1);
    });

    it('with stopWithParent, stops the child once its own parent is gone (a SIGTERM to npm ends only its shell)', async () => {
      const child = script(
        'pid-and-wait',
        "process.on('SIGTERM', () => process.exit(0)); console.log(`child pid ${process.pid}`); setInterval(() => {}, 1000);",
      );
      const wrapper = script(
        'wrapper-orphaned',
        `import { supervise } from ${JSON.stringify(path.join(here, 'supervise.mjs'))};
const s = supervise({ command: process.execPath, args: [${JSON.stringify(child)}], forwardSignals: true, stopWithParent: true });
s.done.then((r) => { console.error('done ' + JSON.stringify(r)); process.exit(r.code); });`,
      );
      // Stands in for npm's shell: runs the supervisor and is killed alone.
      const shell = spawn(
        process.execPath,
        ['-e', `require('node:child_process').spawn(process.execPath, [${JSON.stringify(wrapper)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      let err = '';
      shell.stdout.on('data', (d) => (out += d));
      shell.stderr.on('data', (d) => (err += d));
      try {
        await until(() => /child pid \d+/.test(out));
        const pid = Number(/child pid (\d+)/.exec(out)[1]);
        shell.kill('SIGKILL');
        await until(() => err.includes('done '), 5000);
        expect(err).toMatch(/\[supervise\] the parent process \(pid \d+\) is gone: stopping the server/);
        expect(err).toContain('done {"code":0,"signal":null,"reason":"stopped"}');
        await until(() => !alive(pid));
      } finally {
        shell.kill('SIGKILL');
      }
    });

    it('logs a crash on stderr with the [supervise] prefix and restarts', async () => {
      const counter = path.join(dir, 'wrapped-crash.count');
      const w = supervisorProcess(script('wrapped-crash', `${crashOnce(counter)}\nconsole.log('child up');`));
      await until(() => w.out().includes('child up'));
      expect(w.err()).toMatch(/^\[supervise\] server \(pid \d+\) exited with code 3 after [\d.]+ s up; restart 1 in 0.05 s$/m);
      w.p.kill('SIGTERM');
      expect(await w.exited).toEqual({ code: 0, signal: null });
    });
  });
});
