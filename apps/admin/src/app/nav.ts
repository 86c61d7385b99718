import { routes } from '../shared/config/routes';

export interface NavItem {
  to: string;
  label: string;
  ownerOnly?: boolean;
  end?: boolean;
  /** A count shown beside the label when it is not zero. */
  count?: 'failedEmails' | 'ordersNeedingAction' | 'openMessages';
}

/** The side navigation, in groups; owner-only items are hidden for staff. */
export const NAV: { heading: string; items: NavItem[] }[] = [
  {
    heading: 'Shop',
    items: [
      { to: routes.dashboard, label: 'Dashboard', end: true },
      { to: routes.orders, label: 'Orders', count: 'ordersNeedingAction' },
      { to: routes.customers, label: 'Customers' },
    ],
  },
  {
    heading: 'Catalog',
    items: [
      { to: routes.products, label: 'Products' },
      { to: routes.categories, label: 'Categories' },
      { to: routes.importExport, label: 'Import / export' },
      { to: routes.searchMisses, label: 'Searches not found' },
    ],
  },
  {
    heading: 'Storefront',
    items: [
      { to: routes.content, label: 'Content' },
      { to: routes.reviews, label: 'Reviews' },
    ],
  },
  // Two kinds of message: what shoppers wrote to the shop, and the e-mails the shop sends.
  {
    heading: 'Messages',
    items: [
      { to: routes.messages, label: 'Contact messages', count: 'openMessages' },
      { to: routes.outbox, label: 'Outbox', count: 'failedEmails' },
    ],
  },
  {
    heading: 'Owner',
    items: [
      { to: routes.settings, label: 'Settings', ownerOnly: true },
      { to: routes.staff, label: 'Staff', ownerOnly: true },
      { to: routes.audit, label: 'Audit log', ownerOnly: true },
    ],
  },
];
