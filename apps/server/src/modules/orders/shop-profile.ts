import type { Carrier, GrievanceOfficer, Seller } from '@shop/core';
import type { OrderLimits } from '@shop/core/admin';

/**
 * The seller block of every invoice, and the UPI id payments go to. The owner edits them in
 * the back office's settings (shopProfileFrom in modules/settings/settings.service.ts);
 * until then they are these defaults and SHOP_UPI_ID. Each order keeps a copy as it was when
 * it was placed, so a later change never alters an issued invoice.
 */
export const DEFAULT_SELLER: Seller = {
  name: 'Stone & Crystal Co.',
  address: '14 Johari Bazaar, Jaipur, Rajasthan 302003, India',
  state: 'Rajasthan (08)',
  gstin: '08AAKCS4821M1ZW',
  phone: '+91 141 400 7788',
  email: 'care@stoneandcrystal.example',
};

/** The grievance officer until the owner names one (the settings' defaults, packages/core admin/settings.ts). */
export const DEFAULT_GRIEVANCE: GrievanceOfficer = {
  name: 'Meera Sharma',
  designation: 'Grievance Officer',
  email: 'grievance@stoneandcrystal.example',
  phone: DEFAULT_SELLER.phone,
};

export interface ShopProfile {
  seller: Seller;
  /** The shop's UPI id (VPA): UPI orders are paid to it. */
  upiId: string;
  /** The payee name in UPI links. */
  upiPayeeName: string;
  /** Where staff alerts (new order, contact message) go: the settings' order e-mails, else the shop's e-mail. */
  alertEmails: string[];
  /** What one shopper may hold or ask for at once (the settings' order limits). */
  orderLimits: OrderLimits;
  /** The owner's carriers: their tracking pages make the shoppers' tracking links. */
  carriers: Carrier[];
  /** GST: whether new invoices are tax invoices, and the HSN code and rate of a product that sets none (nor its categories). */
  gst: { registered: boolean; defaultHsn: string; defaultRateBasisPoints: number };
  /** The grievance officer the storefront shows (Contact page, footer). */
  grievance: GrievanceOfficer;
}
