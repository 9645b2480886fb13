import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import base from './vite.config.ts';
const config = base({ command: 'build', mode: 'production', isSsrBuild: false } as never) as any;
config.root = '/work/wt/first-paint/apps/web';
config.build.outDir = '/tmp/fp-stats-dist';
config.build.emptyOutDir = true;
config.plugins.push({
  name: 'stats',
  generateBundle(_o: unknown, bundle: Record<string, any>) {
    const out: string[] = [];
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      out.push(`## ${chunk.fileName} ${(gzipSync(chunk.code).length / 1024).toFixed(1)} KB gz; imports ${chunk.imports.join(',')}`);
      const mods = Object.entries(chunk.modules as Record<string, any>).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
      for (const [id, m] of mods) if (m.renderedLength > 300) if (/main|boot|index/.test(id)) out.push('     ID '+id); out.push(`   ${(m.renderedLength / 1024).toFixed(1)} ${id.replace(/.*node_modules\//, 'nm/').replace('/work/wt/first-paint/apps/web/', '')}`);
    }
    writeFileSync('/tmp/fp-stats.txt', out.join('\n'));
  },
});
export default config;
