#!/usr/bin/env node
// `npm run bench:hash`: the cost of one password hash as the server computes it (scrypt from
// node:crypto with the parameters in apps/server/src/modules/auth/passwords.ts). Two warm-up
// hashes, then BENCH_RUNS (21) hashes one after another and BENCH_RUNS verifications; prints
// the parameters and the median, fastest and slowest time of each, in milliseconds.
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 21) || 21);
const passwords = await tsImport('../apps/server/src/modules/auth/passwords.ts', import.meta.url);
const { hashPassword, verifyPassword, SCRYPT_PARAMS, SCRYPT_KEY_BYTES, SCRYPT_SALT_BYTES } = passwords;

async function time(fn) {
  const ms = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await fn(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], min: ms[0], max: ms[ms.length - 1] };
}

await hashPassword('warm-up-1');
const stored = await hashPassword('Crystal#2024');
const hash = await time((i) => hashPassword(`Crystal#${i}`));
const verify = await time(() => verifyPassword('Crystal#2024', stored));
const memoryMiB = (128 * 2 ** SCRYPT_PARAMS.ln * SCRYPT_PARAMS.r) / 2 ** 20;
const f = (n) => n.toFixed(1);
console.log(
  `scrypt N=2^${SCRYPT_PARAMS.ln}, r=${SCRYPT_PARAMS.r}, p=${SCRYPT_PARAMS.p}, ${SCRYPT_KEY_BYTES}-byte key, ${SCRYPT_SALT_BYTES}-byte salt, ${memoryMiB} MiB per hash; ` +
    `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${RUNS} runs each`,
);
console.log(`| operation | median ms | fastest ms | slowest ms |\n| --- | ---: | ---: | ---: |`);
console.log(`| hash a new password | ${f(hash.median)} | ${f(hash.min)} | ${f(hash.max)} |`);
console.log(`| verify a password (login) | ${f(verify.median)} | ${f(verify.min)} | ${f(verify.max)} |`);
