// Node flags the shop's server runs with, shared by `npm start` and the benchmark.
// A 128 MB old-space limit makes V8 collect garbage before the heap balloons under load
// (measured: peak memory 220 MB without it, ~140 MB with it, same throughput); the demo
// catalog and every request fit well inside. Large catalogs are seeded by `npm run db:seed`,
// which runs in its own process without this limit. NODE_OPTIONS can still override it.
export const SERVER_NODE_FLAGS = ['--max-old-space-size=128'];
