import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPolicyListSchema, adminPolicyResponseSchema, adminPolicySlugParam, policyInputSchema } from '@shop/core/admin';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { PoliciesService } from './policies.service.js';

const tags = ['admin: content'];
const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * Back office (staff and owner): the five policy pages (`/policies`), each saved whole in
 * English and Arabic; the HTML is sanitised before it is stored, the change audited, and the
 * storefront shows it at once.
 */
export const policiesAdminRoutes: FastifyPluginAsyncZod<{ policies: PoliciesService; staffAuth: StaffAuth }> = async (app, { policies, staffAuth }) => {
  const onRequest = staffAuth.staff;

  app.get(
    '/policies',
    { onRequest, schema: { tags, summary: 'The five policy pages, in the footer’s order', response: { 200: adminPolicyListSchema } } },
    async () => ok(await policies.list()),
  );

  app.get(
    '/policies/:slug',
    {
      onRequest,
      schema: { tags, summary: 'One policy page; an unknown slug is 404', params: adminPolicySlugParam, response: { 200: adminPolicyResponseSchema } },
    },
    async (req) => ok(await policies.adminPolicy(req.params.slug)),
  );

  app.put(
    '/policies/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save a policy page (titles and bodies in English and Arabic; the HTML is sanitised)',
        params: adminPolicySlugParam,
        body: policyInputSchema,
        response: { 200: adminPolicyResponseSchema },
      },
    },
    async (req) => ok(await policies.save(actorOf(req), req.params.slug, req.body)),
  );
};
