import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Swaps the built page's app script and its module preloads for src/boot.ts, which loads them
 * after the first paint of a server-rendered page (and at once in the app shell). Boot is an entry
 * of its own that imports nothing, so the app is chunked exactly as without it. It is a classic
 * script in the head, run before the body is parsed, so a button is heard from its first paint; at
 * well under 1 KB, fetched beside the stylesheet the paint waits for anyway, it costs the paint nothing.
 */
function appAfterFirstPaint(): Plugin {
  return {
    name: 'app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'boot');
        // The app is the last module script; one before it (the bundler's runtime) is a module it imports.
        const scripts = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
        const imported = [...html.matchAll(scripts)].map((script) => script[1]);
        const app = imported.pop();
        if (!boot || !app) throw new Error('app-after-first-paint: the build has no boot chunk or no app script');
        const preloads = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const modules = [...imported, ...[...html.matchAll(preloads)].map((preload) => preload[1])];
        return html
          .replace(scripts, '')
          .replace(preloads, '')
          .replace(
            '</head>',
            `  <script src="/${boot.fileName}" data-app="${app}" data-modules="${modules.join(' ')}"></script>\n  </head>`,
          );
      },
    },
  };
}

/**
 * What the public screens share beyond the entry (the fabric card, its photo, price and rating, the
 * wishlist heart, the catalog's queries): the home page, the catalog and a product page each load all
 * of it, so it is one chunk rather than a dozen compressed apart.
 */
const storefrontShared =
  /[\\/](components[\\/](fabric-card|fabric-image|star-rating|sale-price|price)|features[\\/](wishlist[\\/](save-heart|api)|catalog[\\/]api)|i18n[\\/]fabric-text|shared[\\/]src[\\/](fabric-attribute-values|fabric-catalog))\.tsx?$/;

/** Boot must stay a script of its own, and main.tsx the entry that the page's script tag names. */
const notAnEntry = (id: string) => !/[\\/]src[\\/](boot|main)\.tsx?$/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), appAfterFirstPaint()],
  server: { proxy: { '/api': 'http://localhost:3000', '/swatches': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the store supports preloads modules itself: the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    ...(!isSsrBuild && {
      rollupOptions: {
        input: { index: 'index.html', boot: 'src/boot.ts' },
        // What the entry imports (React, the router, i18next, the header, the layout, the shared
        // parts) goes in one chunk: left to the bundler, it was some forty files, each compressed
        // apart, about 5% more gzip bytes for the same code on every first paint.
        output: {
          codeSplitting: {
            groups: [
              { name: 'first-paint', tags: ['$initial'], test: notAnEntry },
              { name: 'storefront', test: storefrontShared },
            ],
          },
        },
      },
    }),
  },
  // The server entry (apps/web/dist-server) carries its libraries with it, React in its production
  // build: left to Node, React would follow NODE_ENV, which `npm start` leaves unset, and render
  // with its development checks at about half the speed.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
