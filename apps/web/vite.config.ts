import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The built page fetches its scripts at low priority. The public pages arrive rendered: the
 * stylesheet and the largest image paint them, and the scripts only make them interactive, so on a
 * slow connection they must not compete with those for bandwidth (Chrome fetches module scripts and
 * their preloads at high priority otherwise).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptsAtLowPriority()],
  server: { proxy: { '/api': 'http://localhost:3000', '/swatches': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false },
  // The server entry (apps/web/dist-server) carries its libraries with it, React in its production
  // build: left to Node, React would follow NODE_ENV, which `npm start` leaves unset, and render
  // with its development checks at about half the speed.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
