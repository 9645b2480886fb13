import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { preactCompatAliases } from './preact-compat-aliases.ts';

export default defineConfig({
  // Hot reload for Preact components (React's Fast Refresh cannot re-render them).
  plugins: [prefresh(), tailwindcss()],
  resolve: { alias: preactCompatAliases },
  // The dev server serves Preact from node_modules instead of its pre-bundled copy of the libraries,
  // so the app, React Router, TanStack Query and the hot-reload runtime share one Preact.
  optimizeDeps: {
    exclude: [
      'preact',
      'preact/hooks',
      'preact/compat',
      'preact/compat/client',
      'preact/compat/jsx-runtime',
      'preact/compat/jsx-dev-runtime',
      'preact/jsx-runtime',
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/swatches': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      onLog(level, log, print) {
        // React Router probes React.useOptimistic and, when it is missing (Preact has none), keeps the
        // router's own state, so that one warning is expected; any other missing import is still shown.
        const routerOptimisticProbe =
          log.code === 'IMPORT_IS_UNDEFINED' &&
          log.id?.includes('/node_modules/react-router/') &&
          log.message.includes('`useOptimistic`');
        // 'use client' marks modules for React Server Components bundlers; a client-only bundle has no use for it.
        const clientDirective = log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use client');
        if (!routerOptimisticProbe && !clientDirective) print(level, log);
      },
    },
  },
});
