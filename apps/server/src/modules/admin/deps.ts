import type { Config } from '../../config.js';
import type { ShopDb } from '../../db/index.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { StaffAuth } from '../staff/staff-auth.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { Messages } from '../messages/messages.service.js';
import type { CustomersService } from '../customers/customers.service.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { ContentService } from '../content/content.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';

/** What every back-office route module is given (DESIGN 8). */
export interface AdminDeps {
  config: Config;
  shop: ShopDb;
  /** `onRequest: staffAuth.staff` (owner or staff) or `staffAuth.owner` on every route. */
  staffAuth: StaffAuth;
  /** The storefront's orders service: one status table, one stock rule for both sides. */
  orders: OrdersService;
  settings: SettingsService;
  messages: Messages;
  customers: CustomersService;
  reviews: ReviewsService;
  content: ContentService;
  catalog: CatalogService;
}
