import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
