import { useSyncExternalStore } from 'react';
import type { StaffMember } from '@shop/core/admin';

/**
 * The signed-in member and their session token, kept in sessionStorage: a closed tab ends
 * the back-office session in this browser, and another tab of the shop never sees it.
 * `notice` is the message the sign-in screen shows next (a 401's reason, 'Signed out.').
 */
export interface AdminSession {
  token: string;
  expiresAt: string;
  staff: StaffMember;
}

const KEY = 'shop.admin.session';
type Listener = () => void;
const listeners = new Set<Listener>();

let current: AdminSession | null = read();
let notice: string | null = null;

function read(): AdminSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AdminSession;
    if (typeof parsed?.token !== 'string' || !parsed.staff) return null;
    if (parsed.expiresAt && Date.parse(parsed.expiresAt) <= Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): AdminSession | null => current,
  token: (): string | null => current?.token ?? null,
  /** Stores a new session (sign-in, setup). */
  set(session: AdminSession) {
    current = session;
    notice = null;
    window.sessionStorage.setItem(KEY, JSON.stringify(session));
    emit();
  },
  /** Keeps the member's details fresh (GET /session) without touching the token. */
  updateStaff(staff: StaffMember) {
    if (!current) return;
    current = { ...current, staff };
    window.sessionStorage.setItem(KEY, JSON.stringify(current));
    emit();
  },
  /** Ends the session in this browser; `message` is shown on the sign-in screen. */
  clear(message?: string) {
    current = null;
    notice = message ?? null;
    window.sessionStorage.removeItem(KEY);
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
  /** Tests: forget everything and read sessionStorage again. */
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
