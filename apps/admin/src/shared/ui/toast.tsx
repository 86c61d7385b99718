import { useEffect, useSyncExternalStore } from 'react';

/**
 * Short-lived messages after an action whose screen stays as it was ('The message is queued
 * to be sent again.'). A small store rather than a context: any code may call `toast()`, and
 * the one <Toaster /> in the frame shows them in a polite live region.
 */

export interface ToastItem {
  id: number;
  message: string;
  tone: 'ok' | 'error';
}

/** How long a toast stays before it goes by itself. */
export const TOAST_MS = 6_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let items: ToastItem[] = [];
let nextId = 1;

function emit() {
  for (const l of listeners) l();
}

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Shows a message for a few seconds. */
export function toast(message: string, tone: ToastItem['tone'] = 'ok'): void {
  items = [...items, { id: nextId++, message, tone }];
  emit();
}

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => items;

function Toast({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  return (
    <div className={`toast toast-${item.tone}`} role={item.tone === 'error' ? 'alert' : 'status'}>
      <span>{item.message}</span>
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}

/** Where toasts appear (bottom right); rendered once, in the signed-in frame. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  // Toasts belong to the screen that raised them: none survive the frame (or a test).
  useEffect(
    () => () => {
      items = [];
    },
    [],
  );
  return (
    <div className="toasts" aria-live="polite">
      {list.map((t) => (
        <Toast key={t.id} item={t} />
      ))}
    </div>
  );
}
