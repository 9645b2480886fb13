/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every built asset, so the server
 * sends the smallest bytes without compressing on each request (@fastify/static `preCompressed`).
 * Hashed assets never change, so the slow, strongest settings are paid once, at build time.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assetsDir = path.resolve(import.meta.dirname, '../dist/assets');
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

let written = 0;
for (const name of readdirSync(assetsDir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assetsDir, name);
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`precompressed ${written} assets (.br, .gz)`);
