import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { themeCss } from './scripts/theme-css';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * electron-vite makes production asset URLs relative ('./assets/…') for file:// loading. We serve the
 * renderer from app://essay-coach/ with SPA routes, where app://essay-coach/auth/callback would then
 * ask for /auth/assets/…; absolute URLs are right for a real origin.
 */
const absoluteBase: Plugin = {
  name: 'essay-coach:absolute-base',
  enforce: 'post',
  config: () => ({ base: '/' }),
};

// The desktop build: main and preload from electron/, the same renderer as the web (renderer/), all into
// out/. Main and preload bundle their dependencies (zod, shared/) so the packaged app needs no
// node_modules; the preload is CommonJS because sandboxed preloads cannot be ES modules.
export default defineConfig({
  main: {
    build: {
      outDir: here('./out/main'),
      externalizeDeps: false,
      rolldownOptions: { input: { index: here('./electron/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: here('./out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: here('./electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: here('./renderer'),
    plugins: [react(), themeCss(), absoluteBase],
    build: {
      outDir: here('./out/renderer'),
      emptyOutDir: true,
      rolldownOptions: { input: { index: here('./renderer/index.html') } },
    },
  },
});
