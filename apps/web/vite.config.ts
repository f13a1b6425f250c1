import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { OPENMOJI_CREDIT } from '../../packages/contracts/src/messages'; // relative: Node loads this config and cannot import the package's .ts entry

/** Puts the OpenMoji attribution (CC BY-SA 4.0) into the page metadata, from contracts. */
function attribution(): Plugin {
  return {
    name: 'inkling-attribution',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'attribution', content: OPENMOJI_CREDIT }, injectTo: 'head' },
    ],
  };
}

/**
 * Vite config for the SPA. In development /api is proxied to the API server on port 3000;
 * the production build goes to apps/web/dist, which the API server serves (DESIGN "Shape of the system").
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), attribution()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
