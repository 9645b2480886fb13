import base from './vite.config.ts';
const config = base({ command: 'build', mode: 'production', isSsrBuild: false } as never) as any;
config.build.outDir = '/tmp/fp-probe-dist'; config.plugins = config.plugins.filter((p: any) => p?.name !== 'app-after-first-paint');
const seen: string[] = [];
config.build.rollupOptions.output = { codeSplitting: { groups: [{ name: 'first-paint', tags: ['$initial'], test: (id: string) => { if (/main|boot/.test(id) && !id.includes('node_modules')) seen.push(id); return !/[\\/]src[\\/](boot|main)\.tsx?$/.test(id); } }] } };
config.plugins.push({ name: 'probe', generateBundle() { console.log('SEEN', seen); } });
export default config;
