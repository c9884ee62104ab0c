import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from '../scripts/precompress';
import { themeCss } from '../scripts/theme-css';

const root = fileURLToPath(new URL('.', import.meta.url));

// The web SPA build. The Electron build (electron.vite.config.ts) uses the same renderer root.
// The brand themes go into index.html as CSS variables (scripts/theme-css.ts).
// Text assets get brotli and gzip copies for the server to send as they are; the manifest
// (dist/web/.vite/manifest.json) tells scripts/bundle-budget.ts which chunks each page loads.
// `--ssr src/prerender.tsx` builds the page renderer scripts/prerender.ts runs after the client build
// (into dist/prerender; the public pages' HTML it writes is compressed there).
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), themeCss(), ...(isSsrBuild ? [] : [precompress()])],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/prerender' : '../dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // zod in a chunk of its own: only pages that validate forms or answers load it, rather than every
    // page that happens to share a small module with one of them.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
