import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../http/errors.js';

/**
 * scrypt on threads of its own. Node's `crypto.scrypt` runs on libuv's four-thread pool,
 * which also reads files and resolves names: forty sign-ups at once used to hold every
 * thread for seconds and stall page loads. Here hashes run one at a time per worker thread
 * (one worker on a two-core machine, so the event loop keeps a core), and at most
 * HASH_QUEUE_MAX wait; beyond that a request is refused at once with 429 rather than
 * queued behind minutes of work.
 */
export const HASH_WORKERS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
export const HASH_QUEUE_MAX = 16;
export const HASH_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** The hash queue was full: nothing about the password was learnt (a login throttle releases the attempt). */
export class HashBusyError extends HttpError {
  constructor() {
    super(429, HASH_BUSY_MESSAGE, { 'retry-after': '1' });
  }
}

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

// Plain CommonJS run by the worker (eval), so it needs no file of its own after bundling.
// The thread lowers its own scheduling priority first (nice 19; on Linux the nice value is
// per thread, so the event loop keeps its own): on a busy machine a hash waits for the CPU,
// never a page load.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', (job) => {
  try {
    const key = crypto.scryptSync(job.password, Buffer.from(job.salt), job.keyLength, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: err && err.message ? err.message : String(err) });
  }
});
`;

interface Pending {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

class ScryptWorker {
  private worker: Worker | null = null;
  current: Pending | null = null;

  constructor(private readonly onIdle: () => void) {}

  run(task: Pending): void {
    this.current = task;
    const worker = this.ensure();
    worker.ref();
    worker.postMessage(task.job);
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', (msg: { key?: Uint8Array; error?: string }) => {
      const task = this.current;
      this.current = null;
      worker.unref();
      if (task) {
        if (msg.key) task.resolve(Buffer.from(msg.key));
        else task.reject(new Error(msg.error ?? 'scrypt failed'));
      }
      this.onIdle();
    });
    const fail = (err: Error) => {
      this.worker = null;
      const task = this.current;
      this.current = null;
      task?.reject(err);
      this.onIdle();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`scrypt worker exited (${code})`));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/** A fixed set of scrypt threads with a bounded queue in front. */
export class ScryptPool {
  private readonly workers: ScryptWorker[];
  private readonly queue: Pending[] = [];

  constructor(
    size = HASH_WORKERS,
    private readonly queueMax = HASH_QUEUE_MAX,
  ) {
    this.workers = Array.from({ length: size }, () => new ScryptWorker(() => this.next()));
  }

  /** The derived key; a 429 HttpError when HASH_QUEUE_MAX hashes are already waiting. */
  derive(job: ScryptJob): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const task = { job, resolve, reject };
      const idle = this.workers.find((w) => !w.current);
      if (idle) return idle.run(task);
      if (this.queue.length >= this.queueMax) return reject(new HashBusyError());
      this.queue.push(task);
    });
  }

  private next(): void {
    const task = this.queue.shift();
    if (!task) return;
    const idle = this.workers.find((w) => !w.current);
    if (idle) idle.run(task);
    else this.queue.unshift(task);
  }
}
