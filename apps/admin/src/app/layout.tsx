import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useMe, useSignOut } from '../features/auth/api/session';
import { useOutboxSummary } from '../features/outbox/api/outbox';
import { useSession } from '../shared/api/session-store';
import { Toaster } from '../shared/ui/toast';
import { NAV, type NavItem } from './nav';

/** The failed e-mails beside Outbox: red, and read out as words. */
function NavCount({ kind }: { kind: NonNullable<NavItem['count']> }) {
  const failed = useOutboxSummary().data?.failed ?? 0;
  if (kind !== 'failedEmails' || failed === 0) return null;
  return (
    <>
      <span className="nav-count" aria-hidden="true">
        {failed}
      </span>
      <span className="sr-only">, {failed} failed</span>
    </>
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
          <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="admin-nav" onClick={() => setMenuFor(open ? null : location.pathname)}>
            Menu
          </button>
        </div>
        <nav id="admin-nav" aria-label="Back office">
          {NAV.map((group) => {
            const items = group.items.filter((i) => !i.ownerOnly || isOwner);
            if (items.length === 0) return null;
            return (
              <div key={group.heading} className="nav-group">
                <div className="nav-heading">{group.heading}</div>
                {items.map((item) => (
                  <NavLink key={item.to} to={item.to} end={item.end} className="nav-link">
                    {item.label}
                    {item.count ? <NavCount kind={item.count} /> : null}
                  </NavLink>
                ))}
              </div>
            );
          })}
        </nav>
        <div className="sidebar-user">
          <div>
            <div className="user-name">{staff?.name}</div>
            <div className="user-role">{staff?.role === 'owner' ? 'Owner' : 'Staff'} · {staff?.email}</div>
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
