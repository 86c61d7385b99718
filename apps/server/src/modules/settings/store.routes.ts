import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopInfoResponseSchema } from '@shop/core';
import type { PublicReads } from '../../http/public-reads.js';
import type { ShopProfile } from '../orders/shop-profile.js';

/**
 * The shop's phone and e-mail as every storefront page shows them (header hotline, phone
 * menu, footer, Contact page), and its grievance officer (Contact page, footer; issue 23):
 * the owner's settings, read like the other public content
 * (kept for CATALOG_CACHE_MS, cleared in this process when the owner saves the settings).
 * The server-rendered pages carry the answer in their state, so the first HTML has them.
 */
export const settingsStoreRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; profile: () => Promise<ShopProfile> }> = async (app, { reads, profile }) => {
  reads.route(
    app,
    'Home/GetShopInfo',
    {
      tags: ['content'],
      summary: "The shop's phone and e-mail, its grievance officer, and whether it is registered for GST (the back office's settings)",
      response: { 200: shopInfoResponseSchema },
    },
    async () => {
      const { seller, grievance, gst } = await profile();
      return { success: true as const, data: { phone: seller.phone, email: seller.email, grievance, gst_registered: gst.registered } };
    },
  );
};
