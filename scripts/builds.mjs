// Whether the built server and storefront are older than their sources: one answer for
// `npm start`, `npm run fuzz:api` and the live-server tests, which all run the built files.
import fs from 'node:fs';
import path from 'node:path';

/** A file's modification time in ms, or 0 when it is missing. */
export function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of any file below the given paths (tests, node_modules and dist left out). */
export function newest(paths) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist' && name !== 'dist-ssr') walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

/** Whether apps/server/dist (server and CLI) is missing or older than the server's or core's sources. */
export function serverIsStale(root) {
  const at = (...p) => path.join(root, ...p);
  const built = Math.min(mtime(at('apps/server/dist/server.js')), mtime(at('apps/server/dist/cli.js')));
  return !built || built < newest([at('packages/core/src'), at('apps/server/src'), at('apps/server/build.mjs')]);
}

/** Whether apps/web/dist (or dist-ssr, its server bundle) is missing or older than the storefront's or core's sources. */
export function webIsStale(root) {
  const at = (...p) => path.join(root, ...p);
  const built = Math.min(mtime(at('apps/web/dist/index.html')), mtime(at('apps/web/dist-ssr/entry-server.js')));
  return (
    !built || built < newest([at('packages/core/src'), at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts')])
  );
}

/** Whether apps/admin/dist (the back office) is missing or older than its or core's sources. */
export function adminIsStale(root) {
  const at = (...p) => path.join(root, ...p);
  const built = mtime(at('apps/admin/dist/index.html'));
  return !built || built < newest([at('packages/core/src'), at('apps/admin/src'), at('apps/admin/index.html'), at('apps/admin/vite.config.ts')]);
}
