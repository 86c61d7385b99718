// Types of supervise.mjs, for the TypeScript tests that run the server through it.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface SuperviseTimings {
  initialBackoffMs: number;
  maxBackoffMs: number;
  resetAfterMs: number;
  crashLimit: number;
  stuckBackoffMs: number;
  killAfterMs: number;
}

export interface SuperviseOptions extends Partial<SuperviseTimings> {
  command: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdio?: StdioOptions;
  /** what the child is called in the log lines ('server') */
  name?: string;
  /** one line per event (crash, restart; '!!! … keeps crashing' from crashLimit on); console.error with a prefix by default */
  log?: (line: string) => void;
  /** called with every child as it is spawned (to read piped output) */
  onSpawn?: (child: ChildProcess) => void;
  /** pass this process's SIGTERM and SIGINT to the child as stop(signal) */
  forwardSignals?: boolean;
  /** stop(SIGTERM) once this process's parent is gone (it was reparented) */
  stopWithParent?: boolean;
}

export interface SuperviseResult {
  /** the status to exit with */
  code: number;
  signal: NodeJS.Signals | null;
  reason: 'exited' | 'stopped';
}

export interface Supervisor {
  readonly child: ChildProcess | null;
  readonly pid: number | null;
  readonly restarts: number;
  stop(signal?: NodeJS.Signals): Promise<SuperviseResult>;
  readonly done: Promise<SuperviseResult>;
}

export const SUPERVISE_DEFAULTS: Readonly<SuperviseTimings>;
export function signalStatus(signal: NodeJS.Signals): number;
export function supervise(options: SuperviseOptions): Supervisor;
