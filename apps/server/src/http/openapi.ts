import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document, made true to the API it serves (issue 19, finding 5):
 * - every error a route can answer is documented with the shop's error shape (`Error`):
 *   400 everywhere (bad input, control characters), 500 everywhere (a fault: never expected,
 *   but possible), 401/403 on routes that need a customer or staff member, 404 where the
 *   path names a record, 413/415 on routes that take a body, 429 where a rate limit or the
 *   password hashing can refuse, and what a route declares beside (`config.errors`: 409, 422,
 *   503, …);
 * - `security` per route, with the schemes in `components.securitySchemes`;
 * - shared and recursive shapes (the category trees) in `components.schemas`, so no `$ref`
 *   dangles;
 * - query integers (`page`, `limit`, ids) as integers with their bounds, not "string or number";
 *   a nullable enum lists null among its values.
 */

/** Every refusal and fault: `success: false` and a `message` for people; some add details (`errors`, `changes`). */
export const errorResponseSchema = z
  .looseObject({ success: z.literal(false), message: z.string() })
  .meta({ id: 'Error', description: 'A refusal or fault: success false and a message meant for people; some add details (errors by row, changes).' });

/**
 * The statuses a route answers beside the ones its shape implies, by `METHOD /api/path`:
 * what its service refuses (409 a conflict, 422 a request that cannot be carried out, 404 an
 * id in the query that names nothing, 429 the password hashing busy or a login throttled,
 * 410 a setup link used up, 503 the payment gateway away). `npm run fuzz:api` fails on any
 * answer whose status is not documented, so a route that gains one is caught.
 */
export const ROUTE_ERRORS: Record<string, number[]> = {
  'GET /api/Products/GetProductDetails': [404],
  'GET /api/Home/GetPolicy': [404],
  'GET /api/Home/GetRelatedProducts': [404],
  'GET /api/Home/GetProductSlider': [404],
  'GET /api/Home/GetProductsByCategory': [404],
  'GET /api/Home/GetProductSearchList': [404],
  'GET /api/Home/FindProducts': [404],
  'GET /api/Customers/GetCustomerReviews': [404],
  'POST /api/Customers/SubmitCustomerReview': [404, 409],
  'POST /api/Users/UserSignUp': [409],
  'POST /api/Users/UserLogin': [401],
  'POST /api/Users/ResetPassword': [410],
  'POST /api/Customers/UpdateCustomer': [409, 429],
  'POST /api/Customers/DeleteCustomerAccount': [409, 429],
  'GET /api/Customers/GetCustomerAddressInfo': [404],
  'POST /api/Customers/UpdateDefaultAddress': [404, 409],
  'POST /api/Customers/DeleteCustomerAddress': [404, 409],
  'POST /api/Customers/CreateCustomerAddress': [409],
  'GET /api/Address/GetPincode': [404],
  'POST /api/Payments/Checkout': [404, 409, 503],
  'POST /api/Payments/Confirm': [404, 409, 503],
  'POST /api/payments/razorpay/webhook': [401, 404],
  'POST /api/Order/PlaceAndOrder': [404, 409, 422, 503],
  'GET /api/Order/CustomerOrder': [404],
  'POST /api/Order/CancelOrder': [404, 409],
  'GET /api/Order/InvoicePdf': [404],
  'GET /api/Order/TaxNotePdf': [404],
  'GET /api/admin/setup': [410],
  'POST /api/admin/setup': [409, 410],
  'POST /api/admin/session': [401],
  'POST /api/admin/staff': [409, 429],
  'PATCH /api/admin/staff/:id': [409, 429],
  'POST /api/admin/orders/:id/transitions': [409],
  'POST /api/admin/orders/:id/refunds': [409, 503],
  'GET /api/admin/products': [404],
  'POST /api/admin/products': [404, 409],
  'PATCH /api/admin/products/:id': [409],
  'POST /api/admin/products/:id/archive': [409],
  'POST /api/admin/products/:id/unarchive': [409],
  'POST /api/admin/categories': [404, 409],
  'PATCH /api/admin/categories/:id': [409],
  'DELETE /api/admin/categories/:id': [409],
  'POST /api/admin/variants/:id/stock': [409],
  'POST /api/admin/products/import': [422],
  'PUT /api/admin/slides/order': [409],
  'POST /api/admin/outbox/:id/resend': [409],
  'DELETE /api/admin/search-misses': [404],
};

/** Answers that are not JSON, by `METHOD /path` as the document writes it. */
const FILE_ANSWERS: Record<string, { type: string; description: string }> = {
  'get /Order/InvoicePdf': { type: 'application/pdf', description: 'The invoice as a PDF file (Content-Disposition: attachment).' },
  'get /admin/products/export.csv': { type: 'text/csv', description: 'The catalog as CSV, one row per variant (Content-Disposition: attachment).' },
  'get /admin/orders/export.csv': { type: 'text/csv', description: 'The orders as CSV for the accounts, one row per order (Content-Disposition: attachment).' },
};

/** The document's components.securitySchemes (given to @fastify/swagger, which reads them per route). */
export const SECURITY_SCHEMES = {
  customerToken: { type: 'apiKey', in: 'header', name: 'token', description: "The customer's login token (Users/UserLogin), as the storefront sends it." },
  customerBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "The customer's login token as Authorization: Bearer." },
  staffSession: { type: 'http', scheme: 'bearer', description: 'A back-office session token (POST /admin/session).' },
  staffCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'shop_admin',
    description:
      'The same session in the HttpOnly cookie POST /admin/session sets (the browser). A change (POST, PUT, PATCH, DELETE) made with it also needs X-Requested-With: shop-admin.',
  },
} as const;

const CUSTOMER = [{ customerToken: [] }, { customerBearer: [] }];
const STAFF = [{ staffSession: [] }, { staffCookie: [] }];

/** The hooks that mark a route's caller: a customer (required or optional) or a staff member (any, or the owner). */
export interface AuthHooks {
  customer: unknown[];
  customerOptional: unknown[];
  staff: unknown[];
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
}

/**
 * Adds the documented errors and security to every API route as it is registered (their
 * schemas then also shape the error answers when responses are checked). Call on the root
 * instance before the routes are registered.
 */
export function documentRoutes(app: FastifyInstance, auth: AuthHooks): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ??= {}) as Record<string, unknown> & { hide?: boolean; response?: Record<string | number, unknown> };
    if (schema.hide) return;
    const methods = [route.method].flat();
    if (methods.includes('HEAD') && methods.length === 1) return;
    const hooks = hooksOf(route);
    const codes = new Set<number>([400, 500]);
    let security: unknown[] | undefined;
    if (hooks.some((h) => auth.staff.includes(h))) {
      security = STAFF;
      codes.add(401).add(403);
    } else if (hooks.some((h) => auth.customer.includes(h))) {
      security = CUSTOMER;
      codes.add(401).add(403);
    } else if (hooks.some((h) => auth.customerOptional.includes(h))) {
      security = [{}, ...CUSTOMER];
    }
    if (route.url.includes(':')) codes.add(404);
    if (methods.some((m) => BODY_METHODS.has(m))) codes.add(413).add(415);
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit) codes.add(429);
    for (const method of methods) for (const code of ROUTE_ERRORS[`${method} ${route.url}`] ?? []) codes.add(code);
    const errors = Object.fromEntries([...codes].map((code) => [code, errorResponseSchema]));
    schema.response = { ...errors, ...(schema.response ?? {}) };
    if (security && !schema.security) schema.security = security;
  });
}

type Json = unknown;

/** Makes the generated document true where zod's output is not (see the top of this file). */
export function finishDocument(doc: Record<string, Json>): Record<string, Json> {
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const o = node as Record<string, Json>;
    const integer = o['x-integer'] as { minimum: number; maximum: number } | undefined;
    if (integer) {
      const { 'x-integer': _, anyOf: __, ...rest } = o;
      return { ...(walk(rest) as object), type: 'integer', minimum: integer.minimum, maximum: integer.maximum };
    }
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(o)) out[k] = walk(v);
    if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  };
  const finished = walk(doc) as {
    paths?: Record<string, Record<string, { responses?: Record<string, { description?: string; content?: Record<string, Json> }> }>>;
  };
  // Errors are JSON even where the route's answer is a file (a route's `produces` applies to all).
  for (const item of Object.values(finished.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        const content = response.content;
        if (Number(code) >= 400 && content && !content['application/json']) response.content = { 'application/json': Object.values(content)[0] };
      }
    }
  }
  for (const [key, file] of Object.entries(FILE_ANSWERS)) {
    const [method, path] = key.split(' ') as [string, string];
    const op = finished.paths?.[path]?.[method];
    if (op)
      op.responses = { ...op.responses, 200: { description: file.description, content: { [file.type]: { schema: { type: 'string', format: 'binary' } } } } };
  }
  return finished as Record<string, Json>;
}

/** @fastify/swagger's transformObject: the registered shapes as components, then finishDocument. */
export const transformDocument: typeof jsonSchemaTransformObject = (input) =>
  finishDocument(jsonSchemaTransformObject(input) as Record<string, Json>) as ReturnType<typeof jsonSchemaTransformObject>;
