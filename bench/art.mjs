#!/usr/bin/env node
// `npm run bench:art`: how long the demo catalog's artwork takes to draw on request (the
// server draws a product's SVG the first time its URL is asked for, media/art.ts). Draws 800
// distinct pictures of every mineral and form from a cold cache, five times, and prints the
// median time per picture. (It was a timed bound in art.test.ts, 5 ms a picture; timed bounds
// live in bench/.)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const { ART_FORMS, ART_MINERALS, artRecipe, clearArtCache, renderArt } = await tsImport('../apps/server/src/demo/art/art.ts', import.meta.url);

const recipes = [];
for (let seed = 0; recipes.length < 800; seed += 1) {
  for (const mineral of ART_MINERALS) {
    for (const form of ART_FORMS) recipes.push(artRecipe({ kind: 'product', mineral, form, seed, view: seed % 5 }));
  }
}
recipes.length = 800;

const runs = [];
for (let i = 0; i < 5; i += 1) {
  clearArtCache();
  const started = performance.now();
  for (const r of recipes) renderArt(r);
  runs.push((performance.now() - started) / recipes.length);
}
runs.sort((a, b) => a - b);
console.log(`art: ${recipes.length} distinct pictures from a cold cache, Node ${process.version}, ${os.cpus().length} cores`);
console.log(`median ${runs[2].toFixed(2)} ms a picture (fastest ${runs[0].toFixed(2)}, slowest ${runs[4].toFixed(2)}); aim < 5 ms`);
