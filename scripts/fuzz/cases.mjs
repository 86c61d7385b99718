// Turns the OpenAPI document into fuzz cases: for every path and method, each family of bad
// input on each parameter and body field (the rest of the request valid, so the bad value
// reaches the handler and the database), then whole-body, path, method and token attacks.
//
// A case is { route, method, family, label, auth, write, refuse, make(ctx) }:
// - auth: 'none' | 'token' (the fuzz customer's) | 'junk' (a broken or forged token);
// - write: not a GET, so it could store something;
// - refuse: the input is bad, so nothing may be stored. A write that may legitimately be
//   accepted (SQL-looking text, an emoji, an unknown extra key) has refuse false and runs
//   in the second phase, whose row changes are allowed;
// - make(ctx) builds { method, path, headers, body } at send time (the token can change).
import { allows, maxLengthOf, resolve, sampleValue } from './schema.mjs';
import { BAD_JSON, CONTENT_TYPES, DUPLICATE_PARAMS, EXTRA_FIELDS, FIELD_FAMILIES, NON_OBJECT_JSON, PROTO_KEYS, encode } from './values.mjs';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, with its parameters and JSON body schema. */
export function listRoutes(doc) {
  const base = (doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
  const routes = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve(p, doc)).filter((p) => p.in === 'query' || p.in === 'path');
      const content = resolve(op.requestBody, doc)?.content ?? {};
      const jsonType = Object.keys(content).find((t) => /json/i.test(t));
      routes.push({
        key: `${method.toUpperCase()} ${base}${template}`,
        method: method.toUpperCase(),
        template: `${base}${template}`,
        summary: op.summary ?? '',
        tags: op.tags ?? [],
        // The document marks a call that needs a customer or staff member with `security`
        // (an optional one also lists {}: a guest may call it).
        declaresAuth: (op.security ?? doc.security ?? []).length > 0 && (op.security ?? doc.security).every((s) => Object.keys(s).length > 0),
        // A back-office call: its token is a staff session, not the customer's.
        staff: (op.security ?? []).some((s) => 'staffSession' in s),
        params,
        body: jsonType ? resolve(content[jsonType].schema, doc) : null,
        methodsOnPath: METHODS.filter((m) => item[m]).map((m) => m.toUpperCase()),
      });
    }
  }
  return routes;
}

/**
 * A route's valid request with one change. `change` may hold:
 * query: { name, raw } a parameter's raw (already encoded) value, or { name, whole } a raw
 *   `a=b&…` text in its place; path: { name, raw }; field: { name, json } a body field's JSON
 *   text; omit: a body field to leave out; extra: [[key, json]] pairs to add; rawBody, or
 *   lazyBody(ctx) made from the valid body at send time, to replace the body; contentType
 *   (null: none); headers; pathOverride(path); method.
 */
export function buildRequest(route, doc, ctx, change = {}, auth = 'none') {
  let path = route.template;
  const query = [];
  for (const p of route.params) {
    const mine = change.query?.name === p.name || change.path?.name === p.name;
    if (p.in === 'path') {
      const raw = change.path?.name === p.name ? change.path.raw : encode(String(sampleValue(p.name, p.schema, doc, ctx)));
      path = path.replace(`{${p.name}}`, raw);
    } else if (!mine && p.required) {
      query.push(`${encode(p.name)}=${encode(String(sampleValue(p.name, p.schema, doc, ctx)))}`);
    }
  }
  if (change.query) query.push(change.query.whole ?? `${encode(change.query.name)}=${change.query.raw}`);
  if (change.pathOverride) path = change.pathOverride(path);
  const headers = { 'x-forwarded-for': ctx.nextAddress(), ...authHeaders(auth, ctx, route), ...(change.headers ?? {}) };
  let body;
  if (route.body) {
    if (change.lazyBody) body = change.lazyBody(ctx);
    else if (change.rawBody !== undefined) body = change.rawBody;
    else body = objectText(bodyPairs(route, doc, ctx, change));
    const type = change.contentType === undefined ? 'application/json' : change.contentType;
    if (type) headers['content-type'] = type;
  }
  return { method: change.method ?? route.method, path: query.length ? `${path}?${query.join('&')}` : path, headers, body };
}

function authHeaders(auth, ctx, route) {
  if (auth !== 'token') return {};
  if (route.staff) return ctx.staffToken ? { authorization: `Bearer ${ctx.staffToken}` } : {};
  return ctx.token ? { token: ctx.token } : {};
}

/** [key, json text] pairs of a valid body with the change applied. */
function bodyPairs(route, doc, ctx, change) {
  const props = route.body.properties ?? {};
  const pairs = [];
  for (const name of route.body.required ?? []) {
    if (name === change.omit || name === change.field?.name) continue;
    pairs.push([name, JSON.stringify(baseField(route, name, props[name] ?? {}, doc, ctx))]);
  }
  if (change.field) pairs.push([change.field.name, change.field.json]);
  for (const extra of change.extra ?? []) pairs.push(extra);
  return pairs;
}

/** A body field's valid value; the sign-up route gets a new e-mail each time (a taken one is 409). */
function baseField(route, name, schema, doc, ctx) {
  if (route.template.endsWith(ctx.signUpPath) && /email/i.test(name)) return ctx.uniqueEmail();
  // The fuzz customer must outlive the run: deleting the account gets a wrong password (the
  // erasure itself is tested by account-erasure.test.ts).
  if (route.template.endsWith('/Customers/DeleteCustomerAccount') && /password/i.test(name)) return 'Not-the-Password#1';
  return sampleValue(name, schema, doc, ctx);
}

const objectText = (pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** The valid body's text, for the families that break it as a whole. */
const baseBody = (route, doc, ctx) => objectText(bodyPairs(route, doc, ctx, {}));

/**
 * Picks what to send from a family: everything in full mode; in short mode one value,
 * a different one for each field in turn, so every value is still sent somewhere.
 */
function sampler(short) {
  const turns = new Map();
  return (family, values) => {
    if (!short || values.length <= 1) return values;
    const turn = turns.get(family) ?? 0;
    turns.set(family, turn + 1);
    return [values[turn % values.length]];
  };
}

/** All cases for the API routes; `authed` is the set of route keys that need a customer. */
export function apiCases(routes, doc, { short, authed }) {
  const pick = sampler(short);
  const cases = [];
  for (const route of routes) {
    const needsAuth = authed.has(route.key);
    // A customer's route is fuzzed twice: as a guest (every answer must be 401) and logged in.
    for (const auth of needsAuth ? ['none', 'token'] : ['none']) {
      const add = (family, label, change, refuse) =>
        cases.push({
          route: route.key,
          method: change.method ?? route.method,
          family,
          label,
          auth,
          write: (change.method ?? route.method) !== 'GET',
          // A guest on a customer's route must be turned away whatever the input.
          refuse: refuse || (needsAuth && auth === 'none'),
          make: (ctx) => buildRequest(route, doc, ctx, change, auth),
        });
      fieldCases(route, doc, pick, add);
      routeCases(route, doc, pick, add);
    }
    if (needsAuth) tokenCases(route, doc, pick, cases);
  }
  return cases;
}

/** Every value family on every query or path parameter and body field. */
function fieldCases(route, doc, pick, add) {
  const fields = [
    ...route.params.map((p) => ({ name: p.name, schema: p.schema ?? {}, where: p.in })),
    ...Object.entries(route.body?.properties ?? {}).map(([name, schema]) => ({ name, schema, where: 'body' })),
  ];
  // A read without parameters still gets an unknown query parameter full of junk (which it
  // may ignore); the routes with a body get theirs from the junk-query family.
  if (!route.params.length && !route.body) fields.push({ name: 'fuzz', schema: {}, where: 'query' });
  for (const field of fields) {
    for (const { family, values } of familiesFor(field, doc)) {
      for (const v of pick(`${family}:${field.where}`, values)) {
        const label = `${v.label} in ${field.where} ${field.name}`;
        if (field.where === 'body') {
          add(family, label, { field: { name: field.name, json: v.json } }, refuses(v, field, doc));
        } else {
          const change = field.where === 'path' ? { path: { name: field.name, raw: v.query } } : { query: { name: field.name, raw: v.query } };
          add(family, label, change, refuses(v, field, doc));
        }
      }
    }
    if (field.where === 'query') {
      for (const d of pick('duplicate-params', DUPLICATE_PARAMS)) {
        // Which copy counts is the server's choice: any answer but a fault is fine.
        add('duplicate-params', `${d.label.replace(/\bp\b/g, field.name)}`, { query: { name: field.name, whole: d.query(field.name) } }, false);
      }
    }
  }
}

/** The value families that apply where a field is: JSON-only values in bodies, query-only ones in URLs. */
function familiesFor(field, doc) {
  const key = field.where === 'body' ? 'json' : 'query';
  const max = maxLengthOf(field.schema, doc);
  return FIELD_FAMILIES.map(({ family, values }) => {
    const usable = values.filter((v) => v[key] !== undefined);
    if (family === 'overlong' && max !== null) {
      const over = 'a'.repeat(max + 1);
      usable.push({ label: `maxLength + 1 (${max + 1} letters)`, json: JSON.stringify(over), query: over });
    }
    return { family, values: usable };
  }).filter((f) => f.values.length);
}

/**
 * Whether a value must be refused: by its family's nature, else by the field's schema (a
 * query or path value is text once decoded). Only writes are judged by it: a read may
 * answer 200 to anything it can make sense of.
 */
function refuses(value, field, doc) {
  if (value.bad) return true;
  if (value.ok) return false;
  try {
    const parsed = field.where === 'body' ? JSON.parse(value.json) : queryValue(decodeURIComponent(value.query), field.schema, doc);
    return !allows(field.schema, parsed, doc);
  } catch {
    return true; // not JSON, or a malformed %-escape
  }
}

/** A query or path value as its schema reads it: a numeral is a number where the document says integer or number. */
function queryValue(text, schema, doc) {
  const type = resolve(schema, doc).type;
  return (type === 'integer' || type === 'number') && /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;
}

/** Whole-request attacks: bodies, content types, paths, query junk, other methods. */
function routeCases(route, doc, pick, add) {
  if (route.body) bodyCases(route, doc, pick, add);
  for (const p of pick('bad-path', BAD_PATHS)) add('bad-path', p.label, { pathOverride: p.path }, !p.ok);
  for (const q of pick('junk-query', JUNK_QUERIES)) add('junk-query', q.label, { query: { name: 'fuzz', whole: q.query } }, false);
  const others = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !route.methodsOnPath.includes(m));
  for (const method of pick('wrong-method', others)) add('wrong-method', `${method} instead of ${route.method}`, { method }, true);
}

function bodyCases(route, doc, pick, add) {
  const required = route.body.required ?? [];
  for (const name of pick('missing-field', required)) add('missing-field', `without ${name}`, { omit: name }, true);
  for (const e of pick('extra-field', EXTRA_FIELDS)) add('extra-field', e.label, { extra: [[e.key, e.json]] }, false);
  for (const e of pick('proto-keys', PROTO_KEYS)) add('proto-keys', e.label, { extra: [[e.key, e.json]] }, false);
  for (const b of pick('bad-json', BAD_JSON)) add('bad-json', b.label, lazyBody(route, doc, b.body), !b.ok);
  for (const b of pick('non-object-json', NON_OBJECT_JSON)) add('non-object-json', b.label, lazyBody(route, doc, b.body), true);
  for (const t of pick('content-type', CONTENT_TYPES)) add('content-type', t.label, { contentType: t.type }, !t.ok);
  for (const e of pick('empty-body', EMPTY_BODIES)) add('empty-body', e.label, { rawBody: '', contentType: e.type }, true);
  for (const h of pick('huge-body', hugeBodies(route, doc))) add('huge-body', h.label, h.change, !h.ok);
}

/** A change whose raw body is made from the valid body at send time. */
function lazyBody(route, doc, fn) {
  return { lazyBody: (ctx) => fn(baseBody(route, doc, ctx)) };
}

const EMPTY_BODIES = [
  { label: 'empty body, JSON content-type', type: 'application/json' },
  { label: 'empty body, no content-type', type: null },
];

/** Bodies at and past the 1 MiB limit, and shapes that are costly to parse. */
function hugeBodies(route, doc) {
  const textField = Object.entries(route.body.properties ?? {}).find(([, s]) => resolve(s, doc).type === 'string')?.[0] ?? 'fuzz';
  const MiB = 1024 * 1024;
  const deep = 100_000;
  return [
    { label: `1.1 MiB string in ${textField}`, change: { field: { name: textField, json: JSON.stringify('a'.repeat(Math.round(1.1 * MiB))) } } },
    { label: `1,000,000 letters in ${textField} (under the limit)`, change: { field: { name: textField, json: JSON.stringify('a'.repeat(1_000_000)) } } },
    { label: `arrays nested ${deep} deep in ${textField}`, change: { field: { name: textField, json: '['.repeat(deep) + ']'.repeat(deep) } } },
    { label: `array of 200,000 numbers in ${textField}`, change: { field: { name: textField, json: `[${'1,'.repeat(199_999)}1]` } } },
    {
      label: '40,000 unknown keys',
      change: { extra: Array.from({ length: 40_000 }, (_, i) => [`k${i}`, '1']) },
      ok: true,
    },
  ];
}

/** Paths around the route's own: bad escapes, NUL, traversal, case and slashes. */
const BAD_PATHS = [
  { label: "'%E0%A4%A' after the path", path: (p) => `${p}%E0%A4%A` },
  { label: '%00 after the path', path: (p) => `${p}%00` },
  { label: "lone '%' as the last segment", path: (p) => p.replace(/[^/]+$/, '%') },
  { label: 'NUL in a middle segment', path: (p) => p.replace(/\/([^/]+)(\/[^/]+)$/, '/$1%00$2') },
  { label: 'traversal ..%2f', path: (p) => `${p}/..%2f..%2f..%2fetc%2fpasswd` },
  { label: '8,000-letter segment', path: (p) => `${p}/${'a'.repeat(8000)}` },
  { label: 'double slash', path: (p) => p.replace(/^\/([^/]+)\//, '/$1//') },
  { label: 'trailing slash', path: (p) => `${p}/`, ok: true },
  { label: 'lower case', path: (p) => p.toLowerCase(), ok: true },
];

/** Junk in the query string itself, beside the route's own parameters. */
const JUNK_QUERIES = [
  { label: "name '%E0%A4%A'", query: '%E0%A4%A=1' },
  { label: "value '%E0%A4%A'", query: 'fuzz=%E0%A4%A' },
  { label: 'NUL name', query: '%00=1' },
  { label: "'&&&=&'", query: '&&&=&' },
  { label: '__proto__[polluted]=1', query: '__proto__[polluted]=1&constructor[prototype][polluted]=1' },
  { label: '300 parameters', query: Array.from({ length: 300 }, (_, i) => `p${i}=${i}`).join('&') },
];

/**
 * A customer's route with broken or forged tokens, each on an otherwise valid request. The
 * forged ones are signed with the server's real secret (the script started the server), so
 * what is tested is the server's reading of the claims, not the signature check alone.
 */
function tokenCases(route, doc, pick, cases) {
  for (const t of pick('bad-token', TOKEN_ATTACKS)) {
    cases.push({
      route: route.key,
      method: route.method,
      family: 'bad-token',
      label: t.label,
      auth: 'junk',
      write: route.method !== 'GET',
      refuse: !t.ok,
      make: (ctx) => buildRequest(route, doc, ctx, { headers: t.headers(ctx) }, 'none'),
    });
  }
}

const TOKEN_ATTACKS = [
  { label: "token 'x'", headers: () => ({ token: 'x' }) },
  { label: '10,000-letter token', headers: () => ({ token: 'a'.repeat(10_000) }) },
  { label: "'Authorization: Bearer' without a token", headers: () => ({ authorization: 'Bearer' }) },
  { label: "'Bearer a.b.c'", headers: () => ({ authorization: 'Bearer a.b.c' }) },
  { label: 'Basic credentials', headers: () => ({ authorization: 'Basic Zm9vOmJhcg==' }) },
  { label: "alg 'none' token", headers: (ctx) => ({ token: ctx.forge({ alg: 'none' }) }) },
  { label: 'token with a changed signature', headers: (ctx) => ({ token: ctx.token.slice(0, -2) + (ctx.token.endsWith('AA') ? 'BB' : 'AA') }) },
  { label: 'signed token, sub 2147483648', headers: (ctx) => ({ token: ctx.forge({ sub: '2147483648' }) }) },
  { label: 'signed token, sub 9223372036854775808', headers: (ctx) => ({ token: ctx.forge({ sub: '9223372036854775808' }) }) },
  { label: 'signed token, sub -1', headers: (ctx) => ({ token: ctx.forge({ sub: '-1' }) }) },
  { label: 'signed token, sub "1\' OR 1=1 --"', headers: (ctx) => ({ token: ctx.forge({ sub: "1' OR 1=1 --" }) }) },
  { label: 'signed token, sub with NUL', headers: (ctx) => ({ token: ctx.forge({ sub: '1\u0000' }) }) },
  { label: 'signed token, sub as number 1e308', headers: (ctx) => ({ token: ctx.forge({ sub: 1e308 }) }) },
  { label: 'signed token, sv 9223372036854775808', headers: (ctx) => ({ token: ctx.forge({ sv: 9223372036854775808 }) }) },
  { label: 'signed token, sv -1', headers: (ctx) => ({ token: ctx.forge({ sv: -1 }) }) },
  { label: 'signed token, expired', headers: (ctx) => ({ token: ctx.forge({ exp: 1 }) }) },
  // Signed with the real secret and merely far from expiry: the server may take it.
  { label: 'signed token, exp 1e308', headers: (ctx) => ({ token: ctx.forge({ exp: 1e308 }) }), ok: true },
  { label: 'customer_id header 9223372036854775808', headers: (ctx) => ({ token: ctx.token, customer_id: '9223372036854775808' }) },
  { label: "customer-id header ' OR 1=1 --", headers: (ctx) => ({ token: ctx.token, 'customer-id': "' OR 1=1 --" }) },
  { label: 'customer_id header of another customer', headers: (ctx) => ({ token: ctx.token, customer_id: String(ctx.customerId + 1) }) },
];

/** The generated artwork's URLs, with junk where the recipe goes. */
const MEDIA = [
  ['a valid picture', 'product-amethyst-cluster-1234-2.svg', true],
  ['%00.svg', '%00.svg'],
  ['NUL inside a recipe', 'product-amethyst-cluster-1%00-0.svg'],
  ['traversal ..%2f', '..%2f..%2f..%2fpackage.json'],
  ['traversal %2e%2e', '%2e%2e%2f%2e%2e%2fpackage.json.svg'],
  ['5,000-letter recipe', `${'a'.repeat(5000)}.svg`],
  ['seed 9223372036854775808', 'product-amethyst-cluster-9223372036854775808-0.svg'],
  ['seed 2147483648', 'product-amethyst-cluster-2147483648-0.svg'],
  ['seed 1e308', 'product-amethyst-cluster-1e308-0.svg'],
  ['seed -1', 'product-amethyst-cluster--1-0.svg'],
  ['view 99999999999999999999', 'product-amethyst-cluster-1-99999999999999999999.svg'],
  ["'%E0%A4%A'", '%E0%A4%A.svg'],
  ['emoji', `${encode('💎')}.svg`],
  ["' OR 1=1 --", `${encode("' OR 1=1 --")}.svg`],
  ["'constructor' as the mineral", 'product-constructor-cluster-1-0.svg'],
  ["'constructor' as the form", 'product-amethyst-constructor-1-0.svg'],
  ["'constructor' as the kind", 'constructor-amethyst-cluster-1-0.svg'],
  ["'__proto__' as the mineral", 'product-__proto__-cluster-1-0.svg'],
  ['only .svg', '.svg'],
  ['no extension', 'product-amethyst-cluster-1-0'],
  ["query '%E0%A4%A'", 'product-amethyst-cluster-1-0.svg?v=%E0%A4%A'],
];

/** Storefront pages (answered with index.html) and files, with junk in the path. */
const STOREFRONT = [
  ['home', '/', true],
  ['product id 9223372036854775808', '/ProductDetails/fuzz=9223372036854775808'],
  ['product id 2147483648', '/ProductDetails/fuzz=2147483648'],
  ['product id 99999999999999999999', '/GetProductDetails/fuzz=99999999999999999999'],
  ['product id 1e308', '/ProductDetails/fuzz=1e308'],
  ['product id -1', '/ProductDetails/fuzz=-1'],
  ["product '%E0%A4%A'", '/ProductDetails/%E0%A4%A'],
  ['product %00', '/ProductDetails/%00=1'],
  ['product slug of 5,000 letters', `/ProductDetails/${'a'.repeat(5000)}=1`],
  ['product lone surrogate', '/ProductDetails/%ED%A0%80=1'],
  ['%00 page', '/%00'],
  ["'%E0%A4%A' page", '/%E0%A4%A'],
  ['traversal', '/..%2f..%2f..%2fetc%2fpasswd'],
  ['asset %00', '/assets/%00.js'],
  ['asset traversal', '/assets/..%2f..%2f..%2fpackage.json'],
  ['index.html%00', '/index.html%00'],
  ['locale traversal', '/locales/..%2f..%2f..%2fpackage.json'],
  ['listing with junk query', '/ProductList?page=%E0%A4%A&page=9223372036854775808&sort_by=%00'],
  ['unknown .php', '/fuzz.php'],
];

/** Cases outside the OpenAPI document: artwork, storefront pages, oversized requests. */
export function surfaceCases({ short, storefront }) {
  const get = (family, label, path, ok, headers = {}) => ({
    route: family === 'media' ? 'GET /media/art/:file' : family === 'storefront' ? 'GET (storefront)' : 'GET /api/Home/GetBlogs',
    method: 'GET',
    family,
    label,
    auth: 'none',
    write: false,
    refuse: !ok,
    make: (ctx) => ({ method: 'GET', path, headers: { 'x-forwarded-for': ctx.nextAddress(), ...headers } }),
  });
  // In short mode a few of each list, so both engines stay well within the CI budget.
  const few = (list) => (short ? list.filter((_, i) => i % 3 === 0) : list);
  const cases = few(MEDIA).map(([label, file, ok]) => get('media', label, `/media/art/${file}`, ok));
  cases.push(
    get('media', 'If-None-Match of 8,000 letters', '/media/art/product-amethyst-cluster-1234-2.svg', true, { 'if-none-match': `"${'a'.repeat(8000)}"` }),
  );
  if (storefront) {
    for (const [label, path, ok] of few(STOREFRONT)) cases.push(get('storefront', label, path, ok, { accept: 'text/html' }));
  }
  // Past Node's 16 KiB header limit: answered by the HTTP layer, not by a route.
  cases.push(get('http-limits', '20 KiB query string', `/api/Home/GetBlogs?fuzz=${'a'.repeat(20 * 1024)}`, false));
  cases.push(get('http-limits', '20 KiB header', '/api/Home/GetBlogs', false, { 'x-fuzz': 'a'.repeat(20 * 1024) }));
  return cases;
}
