import { OPENMOJI_CREDIT } from '@inkling/contracts/messages';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * Preloads the home page's chunk (and the chunks it imports) from index.html, so the landing
 * page does not wait for the router to discover its lazy route before fetching it.
 */
function preloadHome(): Plugin {
  return {
    name: 'inkling-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {});
        const home = chunks.find(
          (chunk) =>
            chunk.type === 'chunk' &&
            chunk.facadeModuleId?.endsWith('features/home/components/home-page.tsx'),
        );
        if (home?.type !== 'chunk') return [];
        const entries = new Set(chunks.filter((c) => c.type === 'chunk' && c.isEntry).map((c) => c.fileName));
        const files = [home.fileName, ...home.imports].filter(
          (file) => !entries.has(file) && !html.includes(file),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Vite config for the SPA. In development /api is proxied to the API server on port 3000;
 * the production build goes to apps/web/dist, which the API server serves (DESIGN "Shape of the system").
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), attribution(), preloadHome()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
