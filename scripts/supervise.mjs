// Runs a child process and brings it back when it dies unexpectedly: `npm start` runs the
// server through it (scripts/start.mjs), so one crash (an out-of-memory abort, a killed
// process) does not leave the shop down.
//
// - An unexpected exit (a non-zero code, or a signal the supervisor did not send) is logged
//   in one line (how it died, how long it had been up, how many restarts so far) and the
//   child is started again after a backoff: 0.5 s, doubling up to 10 s, back to 0.5 s once a
//   child has stayed up for 60 s.
// - Many crashes in a row (10, none of the children staying up 60 s, about a minute of
//   crashing at once given the backoff) mean something outside the code is wrong (a bad
//   setting, the port in use, the database away). The supervisor never gives up, because the
//   cause may pass (a database coming back) and a shop that stays down until someone notices
//   is worse; it says so loudly in every log line from then on ('!!! … keeps crashing') and
//   waits longer between tries: 20 s, 40 s, … up to 5 minutes. (Counting crashes inside a
//   fixed 60 s window instead would never reach 10: the backoff alone spaces ten crashes 55 s
//   apart.)
// - A clean exit (code 0) is the child's own decision and is not restarted.
// - stop(signal) passes the signal to the child and ends with the child's status, without a
//   restart; with `forwardSignals` the supervisor's own SIGTERM and SIGINT do that, and with
//   `stopWithParent` so does losing its parent process (see scripts/start.mjs: npm runs the
//   script through `sh -c`, and a SIGTERM to npm ends that shell without passing it on).
import { spawn } from 'node:child_process';
import os from 'node:os';

export const SUPERVISE_DEFAULTS = Object.freeze({
  /** first wait before a restart */
  initialBackoffMs: 500,
  /** the wait doubles per crash in a row, up to this */
  maxBackoffMs: 10_000,
  /** a child that stayed up this long starts the backoff and the crash count afresh */
  resetAfterMs: 60_000,
  /** this many crashes in a row (none up resetAfterMs): the log says so loudly and the wait grows past maxBackoffMs */
  crashLimit: 10,
  /** from crashLimit on, the wait keeps doubling up to this */
  stuckBackoffMs: 300_000,
  /** after stop(), a child still running this long later gets SIGKILL */
  killAfterMs: 15_000,
});

/** The conventional shell status of a process ended by a signal (128 + its number). */
export function signalStatus(signal) {
  const n = os.constants.signals[signal];
  return typeof n === 'number' ? 128 + n : 1;
}

const seconds = (ms) => `${Number((ms / 1000).toFixed(ms < 10_000 ? 2 : 1))} s`;

/**
 * Starts `command args` and keeps it running (see the top of this file). Returns a handle:
 * `pid` and `child` (the current child, or null between restarts), `restarts`,
 * `stop(signal)` and `done`, a promise of `{ code, signal, reason }` where code is the status
 * to exit with and reason is 'exited' (the child ended by itself with 0) or 'stopped'
 * (stop() or a forwarded signal).
 */
export function supervise(options) {
  const {
    command,
    args = [],
    env = process.env,
    cwd,
    stdio = 'inherit',
    name = 'server',
    log = (line) => console.error(`[supervise] ${line}`),
    onSpawn,
    forwardSignals = false,
    stopWithParent = false,
  } = options;
  const o = { ...SUPERVISE_DEFAULTS, ...options };
  if (!command) throw new Error('supervise: a command is needed');

  let child = null;
  let startedAt = 0;
  let restarts = 0;
  let inARow = 0; // crashes since a child last stayed up resetAfterMs
  let firstInARow = 0; // when the first of them had started
  let stopping = null; // the signal stop() sent, once it was called
  let restartTimer = null;
  let killTimer = null;
  let finished = false;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  const forwarded = {};
  let parentWatch = null;
  const finish = (result) => {
    if (finished) return;
    finished = true;
    clearTimeout(restartTimer);
    clearTimeout(killTimer);
    clearInterval(parentWatch);
    for (const [signal, handler] of Object.entries(forwarded)) process.off(signal, handler);
    resolveDone(result);
  };

  const start = () => {
    restartTimer = null;
    startedAt = Date.now();
    let ended = false;
    const c = spawn(command, args, { cwd, env, stdio });
    child = c;
    // 'exit' may or may not follow a spawn 'error' (ENOENT, EACCES), so both end the child once.
    const end = (code, signal, error) => {
      if (ended) return;
      ended = true;
      if (child === c) child = null;
      onExit(c.pid, code, signal, error);
    };
    c.on('error', (error) => end(null, null, error));
    c.on('exit', (code, signal) => end(code, signal, null));
    onSpawn?.(c);
  };

  const onExit = (pid, code, signal, error) => {
    clearTimeout(killTimer);
    const uptime = Date.now() - startedAt;
    if (stopping) {
      finish({ code: code ?? (signal ? signalStatus(signal) : 1), signal, reason: 'stopped' });
      return;
    }
    if (code === 0) {
      log(`${name} (pid ${pid}) exited cleanly (code 0) after ${seconds(uptime)} up; not restarting`);
      finish({ code: 0, signal: null, reason: 'exited' });
      return;
    }
    const how = error ? `failed to start (${error.message})` : signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (uptime >= o.resetAfterMs) inARow = 0;
    if (inARow === 0) firstInARow = startedAt;
    inARow += 1;
    restarts += 1;
    if (inARow >= o.crashLimit) {
      const wait = Math.min(o.stuckBackoffMs, o.maxBackoffMs * 2 ** (inARow - o.crashLimit + 1));
      log(
        `!!! ${name} keeps crashing: pid ${pid ?? '-'} ${how} after ${seconds(uptime)} up, ${inARow} crashes in ${seconds(Date.now() - firstInARow)} ` +
          `without staying up ${seconds(o.resetAfterMs)}. Restarting will not help until the cause is fixed (see the lines above: a setting, the port, the database?); ` +
          `still trying: restart ${restarts} in ${seconds(wait)}`,
      );
      restartTimer = setTimeout(start, wait);
      return;
    }
    const wait = Math.min(o.maxBackoffMs, o.initialBackoffMs * 2 ** (inARow - 1));
    log(`${name} (pid ${pid ?? '-'}) ${how} after ${seconds(uptime)} up; restart ${restarts} in ${seconds(wait)}`);
    restartTimer = setTimeout(start, wait);
  };

  const stop = (signal = 'SIGTERM') => {
    if (finished) return done;
    if (!stopping) stopping = signal;
    if (restartTimer) {
      // Stopped while waiting to restart: nothing is running, so nothing is left to stop.
      finish({ code: 0, signal: null, reason: 'stopped' });
      return done;
    }
    if (child) {
      child.kill(signal);
      clearTimeout(killTimer);
      killTimer = setTimeout(() => {
        if (child) {
          log(`${name} (pid ${child.pid}) still running ${seconds(o.killAfterMs)} after ${signal}: sending SIGKILL`);
          child.kill('SIGKILL');
        }
      }, o.killAfterMs);
      killTimer.unref?.();
    }
    return done;
  };

  if (forwardSignals) {
    for (const signal of ['SIGTERM', 'SIGINT']) {
      forwarded[signal] = () => void stop(signal);
      process.on(signal, forwarded[signal]);
    }
  }

  if (stopWithParent) {
    const parent = process.ppid;
    parentWatch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(parentWatch);
      log(`the parent process (pid ${parent}) is gone: stopping the ${name}`);
      void stop('SIGTERM');
    }, 500);
    parentWatch.unref();
  }

  start();
  return {
    get child() {
      return child;
    },
    get pid() {
      return child?.pid ?? null;
    },
    get restarts() {
      return restarts;
    },
    stop,
    done,
  };
}
