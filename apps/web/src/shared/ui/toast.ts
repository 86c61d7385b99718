import type { ReactNode } from 'react';

/**
 * Toasts without react-toastify in the first load: `toast()` queues the message and asks
 * <Toaster /> (mounted once in the app providers) to load react-toastify; the queue is
 * delivered as soon as its container is up, and later toasts go straight through.
 * Defaults (spec section 8): top-right, 5000 ms, light theme.
 */

export type ToastType = 'default' | 'info' | 'success' | 'warning' | 'error';
export type ToastPosition = 'top-right' | 'top-center' | 'top-left' | 'bottom-right' | 'bottom-center' | 'bottom-left';

export interface ToastOptions {
  type?: ToastType;
  /** Where it shows: 'top-right' by default; the add-to-cart toast uses 'bottom-center'. */
  position?: ToastPosition;
  /** Milliseconds before it closes (5000 by default), or false to stay. */
  autoClose?: number | false;
  /** A toast with the same id is not shown twice. */
  toastId?: string;
}

type Deliver = (content: ReactNode, options: ToastOptions) => void;

let deliver: Deliver | null = null;
let pending: Array<[ReactNode, ToastOptions]> = [];
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast (see the module comment); `toast.success(...)`, `toast.error(...)` set the type. */
function show(content: ReactNode, options: ToastOptions = {}): void {
  if (deliver) {
    deliver(content, options);
    return;
  }
  pending.push([content, options]);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

const typed =
  (type: ToastType) =>
  (content: ReactNode, options: ToastOptions = {}) =>
    show(content, { ...options, type });

export const toast = Object.assign(show, {
  success: typed('success'),
  error: typed('error'),
  info: typed('info'),
  warning: typed('warning'),
});

/** For <Toaster />: whether a toast has been asked for yet. */
export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => requested,
};

/** For the loaded toast host: takes over delivery and flushes the queue. Returns the undo. */
export function connectToastHost(hostDeliver: Deliver): () => void {
  deliver = hostDeliver;
  const queued = pending;
  pending = [];
  queued.forEach(([content, options]) => hostDeliver(content, options));
  return () => {
    if (deliver === hostDeliver) deliver = null;
  };
}
