// The families of bad input sent to every field. Each value has a label, its JSON text for a
// body (`json`, sent verbatim, so 9223372036854775808 and 1e400 reach the server exactly as
// written) and its text for a query string or path (`query`, already %-encoded; absent
// where a query cannot express it). `bad: true` marks input no field of the shop may take
// whatever its schema says (control characters, lone surrogates); `ok: true` marks input a
// text field may legitimately take (SQL-looking text, emoji). For the rest the field's own
// schema in the OpenAPI document decides (see cases.mjs).

/** %-encodes text for a query or path; lone surrogates are written as their (invalid) UTF-8 bytes. */
export function encode(text) {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0);
      if (code >= 0xd800 && code <= 0xdfff) {
        // CESU-8 bytes of the surrogate: what a broken client would send
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(ch);
    })
    .join('');
}

const text = (label, value, flags = {}) => ({ label, json: JSON.stringify(value), query: encode(value), ...flags });
const num = (label, literal, flags = {}) => ({ label, json: literal, query: encode(literal), ...flags });
const jsonOnly = (label, json, flags = {}) => ({ label, json, ...flags });
const queryOnly = (label, query, flags = {}) => ({ label, query, ...flags });

export const FIELD_FAMILIES = [
  {
    family: 'control-chars',
    values: [
      text('NUL \\u0000 inside text', 'fuzz\u0000text', { bad: true }),
      text('\\u0001 inside text', 'fuzz\u0001text', { bad: true }),
      text('\\u001f inside text', 'fuzz\u001ftext', { bad: true }),
      text('DEL \\u007f inside text', 'fuzz\u007ftext', { bad: true }),
      text('only a NUL', '\u0000', { bad: true }),
      queryOnly('raw %00 after a digit', '1%00', { bad: true }),
      text("literal '%00' text", 'fuzz%00text', { ok: true }),
    ],
  },
  {
    family: 'big-numbers',
    values: [
      num('2147483648 (2^31)', '2147483648'),
      num('9223372036854775808 (2^63)', '9223372036854775808'),
      num('1e308', '1e308'),
      num('99999999999999999999', '99999999999999999999'),
      num('1e400 (Infinity once parsed)', '1e400'),
      num('-9223372036854775809', '-9223372036854775809'),
      text("'9223372036854775808' as text", '9223372036854775808'),
      num('2147483647 (largest id)', '2147483647'),
    ],
  },
  {
    family: 'number-forms',
    values: [
      num('negative -1', '-1'),
      num('zero', '0'),
      num('fraction 1.5', '1.5'),
      num('negative zero', '-0'),
      text("'NaN'", 'NaN'),
      text("'Infinity'", 'Infinity'),
      text("'-Infinity'", '-Infinity'),
      text("hex '0x10'", '0x10'),
      text("exponent '1e3'", '1e3'),
      num('exponent 1e3 (a JSON number)', '1e3'),
      text("leading zero '010'", '010'),
      text("'+1'", '+1'),
      text("padded ' 1 '", ' 1 '),
      text("'1,000'", '1,000'),
    ],
  },
  {
    family: 'wrong-type',
    values: [
      text("letters 'abc' where a number goes", 'abc'),
      num('number 12345 where text goes', '12345'),
      jsonOnly('array', '["fuzz",1]'),
      jsonOnly('object', '{"fuzz":1}'),
      jsonOnly('operator object {"$gt":0}', '{"$gt":0}'),
      num('null', 'null'),
      num('true', 'true'),
      num('false', 'false'),
      text('empty string', ''),
    ],
  },
  {
    family: 'overlong',
    values: [
      text('10,000 letters', 'a'.repeat(10_000)),
      text('10,000 digits', '9'.repeat(10_000)),
      // 'maxLength + 1' is added per field from its schema (cases.mjs)
    ],
  },
  {
    family: 'unicode',
    values: [
      text('RTL mark', '\u200fFuzz sample', { ok: true }),
      text('RTL override', '\u202eFuzz sample', { ok: true }),
      text('emoji', '💎🔮 Fuzz', { ok: true }),
      text('ZWJ sequence', '👩‍👩‍👧 Fuzz', { ok: true }),
      text('Arabic', 'حجر كريم', { ok: true }),
      text('combining marks', 'Z̷̢a̸l̵g̶o̴ text', { ok: true }),
      text('byte-order mark', '\ufeffFuzz sample', { ok: true }),
      text("Arabic-Indic digits '١٢٣'", '١٢٣'),
      text('lone high surrogate', 'Fuzz\ud800text', { bad: true }),
      text('lone low surrogate', 'Fuzz\udc00text', { bad: true }),
    ],
  },
  {
    family: 'sql-ish',
    values: [
      text("' OR 1=1 --", "' OR 1=1 --", { ok: true }),
      text("1' OR '1'='1", "1' OR '1'='1", { ok: true }),
      text('1; DROP TABLE customers; --', '1; DROP TABLE customers; --', { ok: true }),
      text("' UNION SELECT NULL,NULL --", "' UNION SELECT NULL,NULL --", { ok: true }),
      text("LIKE wildcards '%_'", '%_%', { ok: true }),
      text('backslash quote', "\\' OR 1=1 #", { ok: true }),
      text('dollar quoting', '$$ select 1 $$', { ok: true }),
    ],
  },
  {
    family: 'bad-percent',
    // query and path only: escapes a decoder must refuse or keep as they are
    values: [
      queryOnly("truncated '%E0%A4%A'", '%E0%A4%A', { bad: true }),
      queryOnly("lone '%'", '%', { bad: true }),
      queryOnly("'%zz'", '%zz', { bad: true }),
      queryOnly("overlong UTF-8 '%C0%AF'", '%C0%AF', { bad: true }),
      queryOnly("'%FF%FE'", '%FF%FE', { bad: true }),
      queryOnly("surrogate '%ED%A0%80'", '%ED%A0%80', { bad: true }),
      queryOnly("IIS-style '%u0041'", '%u0041', { bad: true }),
      queryOnly('raw byte 0xFF', '\u00ff', { bad: true }),
    ],
  },
];

/** Query-string shapes that repeat or nest a parameter: `p` stands for the parameter's name. */
export const DUPLICATE_PARAMS = [
  { label: 'p=1&p=2', query: (p) => `${p}=1&${p}=2` },
  { label: 'p=1&p=abc', query: (p) => `${p}=1&${p}=abc` },
  { label: 'p[]=1', query: (p) => `${p}[]=1` },
  { label: 'p[a]=1', query: (p) => `${p}[a]=1` },
  { label: 'p without =', query: (p) => p },
  { label: 'p= (empty)', query: (p) => `${p}=` },
];

/** Whole bodies that are not the JSON object a route takes. `base` is the valid body's text. */
export const BAD_JSON = [
  { label: "'{'", body: () => '{' },
  { label: 'truncated body', body: (base) => base.slice(0, -1) },
  { label: 'trailing comma', body: (base) => base.replace(/}$/, ',}') },
  { label: 'single quotes', body: () => "{'a':'b'}" },
  { label: 'garbage after the object', body: (base) => `${base}x` },
  { label: 'NaN literal', body: (base) => base.replace(/}$/, ',"fuzz":NaN}') },
  { label: 'comment', body: (base) => `${base} /* fuzz */` },
  { label: 'raw NUL byte in a string', body: (base) => base.replace(/"([^"]*)"/, '"$1\u0000"') },
  { label: 'byte-order mark before the object', body: (base) => `\ufeff${base}`, ok: true },
];

export const NON_OBJECT_JSON = [
  { label: 'empty array', body: () => '[]' },
  { label: 'the body inside an array', body: (base) => `[${base}]` },
  { label: 'null', body: () => 'null' },
  { label: 'a number', body: () => '0' },
  { label: 'a string', body: () => '"fuzz"' },
  { label: 'true', body: () => 'true' },
];

/** Content types for a valid JSON body: the first ones a JSON route must refuse. */
export const CONTENT_TYPES = [
  { label: 'text/plain', type: 'text/plain' },
  { label: 'form-urlencoded', type: 'application/x-www-form-urlencoded' },
  { label: 'multipart without parts', type: 'multipart/form-data; boundary=fuzz' },
  { label: 'application/xml', type: 'application/xml' },
  { label: 'no content-type', type: null },
  { label: 'application/json; charset=utf-16', type: 'application/json; charset=utf-16', ok: true },
  { label: 'APPLICATION/JSON', type: 'APPLICATION/JSON', ok: true },
];

/** Keys added to a valid body: unknown ones, and ones naming what the server must decide itself. */
export const EXTRA_FIELDS = [
  { label: 'unknown key', key: 'fuzz_unknown', json: '"x"' },
  { label: 'customer_id: 2 (someone else)', key: 'customer_id', json: '2' },
  { label: 'password_hash', key: 'password_hash', json: '"x"' },
  { label: 'is_admin: true', key: 'is_admin', json: 'true' },
];

export const PROTO_KEYS = [
  { label: '__proto__ object', key: '__proto__', json: '{"polluted":true}' },
  { label: 'constructor.prototype', key: 'constructor', json: '{"prototype":{"polluted":true}}' },
  { label: '__proto__: null', key: '__proto__', json: 'null' },
];
