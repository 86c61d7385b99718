import { useSyncExternalStore } from 'react';
import { STAFF_MESSAGES, type StaffMember } from '@shop/core/admin';

/**
 * Who is signed in to the back office in this browser. The session token itself lives only
 * in the server's HttpOnly cookie (no script here can read it); this store keeps the member's
 * name and role and when the session ends, in localStorage, so every tab of the back office
 * knows at once: an order opened in a new tab is signed in, and signing out (or signing in)
 * in one tab does the same in the others (the `storage` event). The server decides: a 401
 * ends the session here too. `notice` is the message the sign-in screen shows next (a 401's
 * reason, 'Signed out.').
 */
export interface AdminSession {
  expiresAt: string;
  staff: StaffMember;
}

const KEY = 'shop.admin.session';
type Listener = () => void;
const listeners = new Set<Listener>();

let current: AdminSession | null = read();
let notice: string | null = null;

function parse(raw: string | null): AdminSession | null {
  try {
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AdminSession;
    if (!parsed?.staff || typeof parsed.staff.email !== 'string') return null;
    if (parsed.expiresAt && Date.parse(parsed.expiresAt) <= Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
}

function read(): AdminSession | null {
  try {
    return parse(window.localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

function write(session: AdminSession | null) {
  try {
    if (session) window.localStorage.setItem(KEY, JSON.stringify(session));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): this tab still knows.
  }
}

function emit() {
  for (const l of listeners) l();
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    const next = read();
    if (!next && current) notice = STAFF_MESSAGES.signedOutElsewhere;
    if (next && !current) notice = null;
    current = next;
    emit();
  });
}

export const sessionStore = {
  get: (): AdminSession | null => current,
  /** Stores a new session (sign-in, setup). */
  set(session: AdminSession) {
    current = session;
    notice = null;
    write(session);
    emit();
  },
  /** Keeps the member's details fresh (GET /session). */
  updateStaff(staff: StaffMember) {
    if (!current) return;
    current = { ...current, staff };
    write(current);
    emit();
  },
  /** Ends the session in this browser (every tab); `message` is shown on the sign-in screen. */
  clear(message?: string) {
    current = null;
    notice = message ?? null;
    write(null);
    emit();
  },
  /** The message for the sign-in screen, read once. */
  takeNotice(): string | null {
    const n = notice;
    notice = null;
    return n;
  },
  peekNotice: (): string | null => notice,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests: forget everything and read localStorage again. */
  reload() {
    current = read();
    notice = null;
    emit();
  },
};

/** The signed-in member's session, or null; re-renders when it changes. */
export function useSession(): AdminSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
