// Reading the OpenAPI document's JSON schemas: a valid sample value per field (so a request
// is valid except for the one field under attack and reaches the deep code: the handler
// and the database), and a small validator that tells whether a fuzz value is one the
// document itself allows (then the server may accept and store it).

/** Follows a local `$ref` ('#/components/schemas/X') through the whole document. */
export function resolve(schema, doc) {
  let s = schema;
  for (let hops = 0; s && s.$ref && hops < 20; hops++) {
    s = s.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return s ?? {};
}

/**
 * Whether `value` (a parsed JSON value) satisfies `schema`: type, enum, anyOf/oneOf/allOf,
 * numeric bounds (OpenAPI 3.0's boolean exclusiveMinimum and 3.1's numeric one), multipleOf,
 * string lengths and patterns, required properties. Anything it does not know it allows:
 * it is used to decide that a value is certainly invalid, never that it is certainly valid.
 */
export function allows(schema, value, doc) {
  const s = resolve(schema, doc);
  if (s.anyOf && !s.anyOf.some((b) => allows(b, value, doc))) return false;
  if (s.oneOf && !s.oneOf.some((b) => allows(b, value, doc))) return false;
  if (s.allOf && !s.allOf.every((b) => allows(b, value, doc))) return false;
  if (s.enum && !s.enum.some((e) => e === value)) return false;
  if ('const' in s && s.const !== value) return false;
  // OpenAPI 3.0 writes a nullable field as `nullable: true` beside its type.
  if (value === null && s.nullable === true) return true;
  if (s.type && !typeMatches(s.type, value)) return false;
  if (typeof value === 'number') return numberAllowed(s, value);
  if (typeof value === 'string') return stringAllowed(s, value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return (s.required ?? []).every((key) => key in value);
  }
  return true;
}

function typeMatches(type, value) {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => {
    if (t === 'null') return value === null;
    if (t === 'array') return Array.isArray(value);
    if (t === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
    if (t === 'integer') return Number.isInteger(value);
    if (t === 'number') return typeof value === 'number' && Number.isFinite(value);
    return typeof value === t;
  });
}

function numberAllowed(s, n) {
  if (!Number.isFinite(n)) return false; // JSON.parse('1e400') is Infinity; no schema means that
  if (s.minimum !== undefined && (s.exclusiveMinimum === true ? n <= s.minimum : n < s.minimum)) return false;
  if (s.maximum !== undefined && (s.exclusiveMaximum === true ? n >= s.maximum : n > s.maximum)) return false;
  if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) return false;
  if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) return false;
  if (s.multipleOf && Math.abs(n / s.multipleOf - Math.round(n / s.multipleOf)) > 1e-9) return false;
  return true;
}

function stringAllowed(s, text) {
  const length = [...text].length;
  if (s.minLength !== undefined && length < s.minLength) return false;
  if (s.maxLength !== undefined && length > s.maxLength) return false;
  if (s.pattern) {
    try {
      if (!new RegExp(s.pattern).test(text)) return false;
    } catch {
      // a pattern JavaScript cannot compile: no verdict
    }
  }
  return true;
}

/** The largest maxLength anywhere in a (possibly combined) string schema, or null. */
export function maxLengthOf(schema, doc) {
  const s = resolve(schema, doc);
  const own = typeof s.maxLength === 'number' ? [s.maxLength] : [];
  const inner = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].map((b) => maxLengthOf(b, doc)).filter((n) => n !== null);
  const all = [...own, ...inner];
  return all.length ? Math.max(...all) : null;
}

/**
 * A valid value for a field: name hints first (an e-mail, the fuzz customer's password, a
 * phone number, a pin code), checked against the schema, then a value built from the
 * schema. `ctx` gives the fuzz customer's e-mail and password.
 */
export function sampleValue(name, schema, doc, ctx) {
  const s = resolve(schema, doc);
  for (const hint of hintsFor(name, ctx)) if (allows(s, hint, doc)) return hint;
  return fromSchema(s, doc, ctx);
}

function hintsFor(name, ctx) {
  const n = name.toLowerCase();
  if (n.includes('email')) return [ctx.email];
  if (n.includes('password')) return [ctx.password];
  if (/mobile|phone|telephone/.test(n)) return ['9876543210'];
  if (/pin|zip|postal/.test(n)) return ['560001'];
  // ids, pages and limits: 1 exists in the demo catalog (product 1, category 1, page 1)
  if (/(^|_)id$|^page$|^limit$/.test(n)) return [1];
  return [];
}

function fromSchema(s, doc, ctx) {
  if (s.enum?.length) return s.enum[0];
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) {
    // Prefer a typed branch over a bare string (an id sent as 'string or number' is a number).
    const typed = branches.map((b) => resolve(b, doc)).find((b) => b.type && b.type !== 'string');
    return fromSchema(typed ?? resolve(branches[0], doc), doc, ctx);
  }
  switch (s.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return numberSample(s);
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, sampleValue(key, s.properties?.[key] ?? {}, doc, ctx)]));
    default:
      return textSample(s, doc, ctx);
  }
}

function numberSample(s) {
  const step = s.multipleOf ?? (s.type === 'integer' ? 1 : 0.5);
  let n = 1;
  if (s.minimum !== undefined) n = Math.max(n, s.exclusiveMinimum === true ? s.minimum + step : s.minimum);
  if (typeof s.exclusiveMinimum === 'number') n = Math.max(n, s.exclusiveMinimum + step);
  if (s.maximum !== undefined) n = Math.min(n, s.maximum);
  return Math.ceil(n / step) * step;
}

/** Text that meets the schema's lengths and patterns, from a few shapes the shop's fields take. */
function textSample(s, doc, ctx) {
  const candidates = ['Fuzz sample', ctx.email, ctx.password, '9876543210', '560001', 'fuzz', '2026-04-01'];
  const fit = candidates.find((c) => allows(s, c, doc));
  if (fit !== undefined) return fit;
  const min = s.minLength ?? 1;
  return 'f'.repeat(Math.max(1, Math.min(min, s.maxLength ?? min)));
}
