import { useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useMe, useSignOut } from '../features/auth/api/session';
import { useNavCounts } from '../features/dashboard/api/get-counts';
import { useOutboxSummary } from '../shared/api/outbox-summary';
import { useSession } from '../shared/api/session-store';
import { Toaster } from '../shared/ui/toast';
import { NAV, type NavItem } from './nav';

/** What each count says when read out, and whether it is an alarm (red) or work waiting. */
const COUNT_WORDS: Record<NonNullable<NavItem['count']>, { words: string; alarm: boolean }> = {
  failedEmails: { words: 'failed', alarm: true },
  ordersNeedingAction: { words: 'need action', alarm: false },
  openMessages: { words: 'open', alarm: false },
};

/** The figure beside a navigation item: 0 shows nothing. */
function useNavCount(kind: NavItem['count']): number {
  const failed = useOutboxSummary().data?.failed ?? 0;
  const counts = useNavCounts().data;
  if (kind === 'failedEmails') return failed;
  if (kind === 'ordersNeedingAction') return counts?.orders ?? 0;
  if (kind === 'openMessages') return counts?.messages ?? 0;
  return 0;
}

/**
 * A navigation link with its count: the failed e-mails beside Outbox (red); the orders needing
 * action beside Orders and the open messages beside Contact messages (GET /api/admin/counts;
 * none for a role that may not read the messages). The count is the link's description
 * ('Orders', described '4 need action'), so the link keeps its name whatever the figure.
 */
function NavItemLink({ item }: { item: NavItem }) {
  const n = useNavCount(item.count);
  const id = useId();
  const count = item.count && n > 0 ? COUNT_WORDS[item.count] : null;
  return (
    <NavLink to={item.to} end={item.end} className="nav-link" aria-describedby={count ? id : undefined}>
      {item.label}
      {count ? (
        <>
          <span className={`nav-count${count.alarm ? '' : ' nav-count-work'}`} aria-hidden="true">
            {n > 999 ? '999+' : n}
          </span>
          {/* Out of the link's name; aria-describedby still reads it (hidden text may describe). */}
          <span id={id} hidden>
            {n} {count.words}
          </span>
        </>
      ) : null}
    </NavLink>
  );
}

/**
 * The narrow screen's Menu button (960 px and below, where the navigation folds away): it
 * carries the navigation's counts added up, so waiting work shows without opening it.
 */
function MenuToggle({ open, onClick }: { open: boolean; onClick: () => void }) {
  const waiting = useNavCount('ordersNeedingAction') + useNavCount('openMessages') + useNavCount('failedEmails');
  const id = useId();
  return (
    <button
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls="admin-nav"
      aria-describedby={waiting > 0 ? id : undefined}
      onClick={onClick}
    >
      Menu
      {waiting > 0 ? (
        <>
          <span className="nav-count nav-count-work" aria-hidden="true">
            {waiting > 999 ? '999+' : waiting}
          </span>
          <span id={id} hidden>
            {waiting} waiting
          </span>
        </>
      ) : null}
    </button>
  );
}

/** The signed-in frame: side navigation, the member's name and role, Sign out. */
export function AdminLayout() {
  const session = useSession();
  useMe();
  const signOut = useSignOut();
  const location = useLocation();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The narrow-screen menu closes by itself when the screen changes.
  const open = menuFor === location.pathname;
  const staff = session?.staff;
  const isOwner = staff?.role === 'owner';
  return (
    <div className={`shell${open ? ' menu-open' : ''}`}>
      <aside className="sidebar">
        <div className="sidebar-brand">
          <span className="brand-mark" aria-hidden="true" />
          <span>
            Stone &amp; Crystal Co.
            <small>Back office</small>
          </span>
          <MenuToggle open={open} onClick={() => setMenuFor(open ? null : location.pathname)} />
        </div>
        <nav id="admin-nav" aria-label="Back office">
          {NAV.map((group) => {
            const items = group.items.filter((i) => !i.ownerOnly || isOwner);
            if (items.length === 0) return null;
            return (
              <div key={group.heading} className="nav-group">
                <div className="nav-heading">{group.heading}</div>
                {items.map((item) => (
                  <NavItemLink key={item.to} item={item} />
                ))}
              </div>
            );
          })}
        </nav>
        <div className="sidebar-user">
          <div>
            <div className="user-name">{staff?.name}</div>
            <div className="user-role">
              {staff?.role === 'owner' ? 'Owner' : 'Staff'} · {staff?.email}
            </div>
          </div>
          <button type="button" className="btn btn-ghost-dark" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out
          </button>
        </div>
      </aside>
      <main className="content" id="main">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
