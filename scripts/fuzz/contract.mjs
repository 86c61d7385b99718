// The OpenAPI document as a contract: every answer of an operation must have a status the
// document lists for it, and a JSON answer must match that status's schema. The document is
// OpenAPI 3.0 (`nullable`), so its schemas are turned into JSON Schema first and checked
// with Ajv (the validator Fastify itself uses).
import Ajv from 'ajv';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** OpenAPI 3.0 schema → JSON Schema: `nullable` becomes a null type or branch; refs point into the `oas` schema. */
export function toJsonSchema(node) {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'nullable') continue;
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `oas${v}` : toJsonSchema(v);
  }
  if (node.nullable === true) {
    if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/**
 * `check(routeKey, status, contentType, body)`: null when the answer keeps the contract, else
 * what broke it ('status 418 is not documented', 'schema: /data/0/price must be number').
 * Route keys are the fuzz's ('GET /api/Home/GetBlogs'). Unknown keys are not judged (null).
 */
export function makeContract(doc) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ $id: 'oas', components: toJsonSchema(doc.components ?? {}) });
  const base = (doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
  const operations = new Map();
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) operations.set(`${method.toUpperCase()} ${base}${template}`, item[method]);
    }
  }
  const compiled = new Map();
  const validatorFor = (key, status, schema) => {
    const id = `${key} ${status}`;
    if (!compiled.has(id)) compiled.set(id, ajv.compile(toJsonSchema(schema)));
    return compiled.get(id);
  };
  return {
    operations,
    check(key, status, contentType, body) {
      const op = operations.get(key);
      if (!op) return null;
      const response = op.responses?.[String(status)] ?? op.responses?.default;
      if (!response) return `status ${status} is not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`;
      const json = response.content?.['application/json']?.schema;
      if (!json) return null; // a PDF, a CSV file, or an answer the document gives no shape for
      if (!/json/i.test(String(contentType ?? ''))) return `status ${status} answered ${contentType ?? 'no content-type'}, documented as application/json`;
      let value;
      try {
        value = JSON.parse(body);
      } catch {
        return `status ${status}: the body is not JSON`;
      }
      const validate = validatorFor(key, status, json);
      if (validate(value)) return null;
      const e = validate.errors?.[0];
      return `status ${status}: schema: ${e?.instancePath || '(body)'} ${e?.message ?? 'does not match'}${e?.params ? ` ${JSON.stringify(e.params)}` : ''}`;
    },
  };
}

/** Families whose requests go to another route than their case's (a changed path or method): not this operation's answers. */
export const OFF_ROUTE_FAMILIES = new Set(['bad-path', 'wrong-method', 'media', 'storefront', 'http-limits']);
