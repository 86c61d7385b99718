import { clip, pageTitle, plainText, policyIn, policyPath, policySlugOf } from '@shop/core';
import { getPolicyQueryOptions } from '../../features/content/api/get-policy';
import { readData, type RouteModule } from './route-module';

/**
 * A policy page (/Policy/ShippingDelivery … /Policy/Terms, issue 23): read once by its slug
 * (any case; canonical in the spelling of core's POLICY_SLUGS). A slug that names no policy
 * is a 404, whose screen the browser renders.
 */
export const policyRoute: RouteModule = {
  reads: (client, { params }) => {
    const slug = policySlugOf(params.slug);
    return slug ? [client.prefetchQuery(getPolicyQueryOptions(slug))] : [];
  },
  page: ({ params, client, t }) => {
    const slug = policySlugOf(params.slug);
    const policy = slug ? readData(client, getPolicyQueryOptions(slug)) : undefined;
    if (!slug || !policy) {
      return { status: 404, head: { status: 404, title: pageTitle(t('content:policies.notFoundTitle')) }, picture: null };
    }
    // The page's language is the one its strings are in (t is fixed to it): policies.language says which.
    const { title, body } = policyIn(policy, t('content:policies.language'));
    const description = t(`content:policies.descriptions.${slug}`) || clip(plainText(body));
    return {
      status: 200,
      head: { status: 200, title: pageTitle(title), name: title, description, canonicalPath: policyPath(slug), ogType: 'website' },
      picture: null,
    };
  },
};
