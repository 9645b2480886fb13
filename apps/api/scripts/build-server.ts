import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Builds the API into one JavaScript file, apps/api/dist/server.js, which plain `node` runs: no
 * TypeScript compiler in the serving process. The workspace's own packages (@fabric-store/shared,
 * whose exports are TypeScript sources) are bundled in; every other package stays an import, loaded
 * from node_modules as before. What the code opens beside itself at run time (`import.meta.dirname`
 * or `new URL(…, import.meta.url)`) is copied next to the bundle: the migrations folder and the
 * worker scripts (`*.mjs`).
 *
 * `server.js` itself only sets NODE_ENV to production (unless it is set) and then imports the bundle,
 * `api.js`: the packages left as imports (React, which renders the mails) choose their production or
 * development build from NODE_ENV as they load, before any code of a bundle that imports them could set it.
 */
const api = path.resolve(import.meta.dirname, '..');
const source = path.join(api, 'src');

const manifest = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const workspacePackage = (name: string) => name.startsWith('@fabric-store/');
const external = Object.keys(manifest.dependencies).filter((name) => !workspacePackage(name));

/**
 * Builds the server into `dist` (apps/api/dist unless told): a folder under apps/api, so that the
 * packages left as imports resolve from node_modules as they do for apps/api/dist.
 */
export async function buildServer(dist = path.join(api, 'dist')): Promise<string> {
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: { api: path.join(source, 'server.ts') },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A package named here is external with its subpaths too (`drizzle-orm/pglite`, `sharp`'s own).
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });

  writeFileSync(
    path.join(dist, 'server.js'),
    "// React and the other packages follow NODE_ENV as they load; `npm start` leaves it unset.\nprocess.env.NODE_ENV ??= 'production';\nawait import('./api.js');\n",
  );
  cpSync(path.join(source, 'db/migrations'), path.join(dist, 'migrations'), { recursive: true });
  const workers = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mjs'));
  for (const worker of workers) cpSync(path.join(source, worker), path.join(dist, path.basename(worker)));
  return path.join(dist, 'server.js');
}

if (process.argv[1] === import.meta.filename) await buildServer();
