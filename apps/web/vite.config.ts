import { fileURLToPath } from 'node:url';
import { OPENMOJI_CREDIT } from '@inkling/contracts/messages';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { parseSync } from 'rolldown/utils';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** Puts the OpenMoji attribution (CC BY-SA 4.0) into the page metadata, from contracts. */
function attribution(): Plugin {
  return {
    name: 'inkling-attribution',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'attribution', content: OPENMOJI_CREDIT }, injectTo: 'head' },
    ],
  };
}

/** The file of the route preload map in dist (see preloads()); scripts/prerender.mjs reads it. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Module preloads of each lazily loaded page (issue 18), in ROUTE_PRELOADS_FILE keyed by the
 * page component's name (the chunk's export, e.g. "HomePage"): first the chunks app/start.tsx
 * brings (the framework, the start chunk), then the page's chunk and the chunks it imports,
 * less the starter's (the entry's, already loaded). The prerender writes the list of the page
 * it renders into `#root` (`data-preload`); once the page is shown, main.tsx preloads them, a
 * few per task, and imports start only after the framework has run, so the framework and the
 * app's start are evaluated in separate tasks, every module arrives in parallel, no other
 * page's code is fetched, and no script competes with the HTML, CSS and the main picture
 * before the first paint.
 */
function preloads(): Plugin {
  const isStart = (chunk: Rolldown.OutputChunk | Rolldown.OutputAsset): chunk is Rolldown.OutputChunk =>
    chunk.type === 'chunk' && Boolean(chunk.facadeModuleId?.endsWith('src/app/start.tsx'));
  return {
    name: 'inkling-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const byFile = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
      );
      /** `file` and every chunk it imports statically, directly or not. */
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const starter = new Set<string>();
      for (const chunk of byFile.values()) if (chunk.isEntry) closure(chunk.fileName, starter);
      const start = [...byFile.values()].find(isStart);
      // The prerender's server build has no start chunk and needs no preloads.
      if (!start) return;
      const startFiles = new Set([...closure(start.fileName)].filter((file) => !starter.has(file)));
      const routes: Record<string, string[]> = {};
      for (const chunk of byFile.values()) {
        if (!chunk.isDynamicEntry || !/src\/features\/.*-page\.tsx$/.test(chunk.facadeModuleId ?? ''))
          continue;
        const own = [...closure(chunk.fileName)].filter(
          (file) => !starter.has(file) && !startFiles.has(file),
        );
        for (const name of chunk.exports) routes[name] = [...startFiles, ...own].map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 1)}\n`,
      });
    },
  };
}

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

/** Start offsets of the calls (and `new`s) in `node` that run when it is evaluated (not those in function bodies). */
function callStarts(node: unknown, starts: Set<number>): void {
  if (Array.isArray(node)) {
    for (const item of node) callStarts(item, starts);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const ast = node as AstNode;
  if (/Function/.test(ast.type)) return;
  if (ast.type === 'CallExpression' || ast.type === 'NewExpression') starts.add(ast.start);
  for (const [key, value] of Object.entries(ast)) if (key !== 'type') callStarts(value, starts);
}

/**
 * Marks the calls that build the top-level constants of packages/contracts as pure
 * (`/* @__PURE__ *\/`), so the bundle keeps only the constants a chunk uses. A contracts module
 * mixes UI texts with zod schemas (`z.object(…)` calls the bundler must otherwise keep); without
 * this, one text of `@inkling/contracts/community` brings all of zod (~24 KB gzipped) onto the
 * first screen (issue 18). The constants are plain data and schemas: building them has no effect
 * the web app relies on.
 */
export function pureContracts(): Plugin {
  return {
    name: 'inkling-pure-contracts',
    enforce: 'post',
    transform(code, id) {
      if (!/packages\/contracts\/src\/.*\.ts$/.test(id.split('?')[0] ?? '') || id.includes('.test.'))
        return null;
      const { program } = parseSync(id, code, { lang: 'js', sourceType: 'module' });
      const starts = new Set<number>();
      for (const statement of program.body as unknown as AstNode[]) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as AstNode[]) callStarts(declarator.init, starts);
      }
      if (starts.size === 0) return null;
      let out = code;
      for (const start of [...starts].sort((a, b) => b - a))
        out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
      return { code: out, map: null };
    },
  };
}

const ZOD_COPY = '?zod';
const contractsImport = /(?:import|export)\s+\{([^}]*)\}\s+from\s+'(@inkling\/contracts\/[^'?]+)'/g;

/** True when an import or re-export list (`{ a, type B, cSchema as d }`) takes a zod schema as a value. */
function importsSchema(names: string): boolean {
  return names
    .split(',')
    .map((name) => name.trim())
    .some((name) => !name.startsWith('type ') && /^\w+Schema\b/.test(name));
}

/**
 * Keeps zod off the pages that only show texts (issue 18). A contracts module holds UI texts
 * and zod schemas side by side, and a bundle keeps a module whole: once any lazily loaded form
 * parses with one of its schemas, every page that shows one of its texts loads the schema and
 * zod (~24 KB gzipped). So a web module that imports a schema (`…Schema` as a value) gets its
 * own copy of that contracts module (id suffix `?zod`), as do the contracts modules the copy
 * imports; pureContracts() then drops the unused schemas from the original, which the text-only
 * pages load. The copies hold what their importers use (a few schemas, a few texts).
 */
export function zodCopies(): Plugin {
  return {
    name: 'inkling-zod-copies',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/apps\/web\/src\/.*\.tsx?$/.test(id) || id.includes('.test.') || !code.includes('Schema'))
        return null;
      const out = code.replace(contractsImport, (match, names: string, source: string) =>
        importsSchema(names) ? match.replace(`'${source}'`, `'${source}${ZOD_COPY}'`) : match,
      );
      return out === code ? null : { code: out, map: null };
    },
    async resolveId(source, importer) {
      const copy = source.endsWith(ZOD_COPY);
      const fromCopy =
        importer?.endsWith(ZOD_COPY) && (source.startsWith('.') || source.startsWith('@inkling/contracts/'));
      if (!copy && !fromCopy) return null;
      const resolved = await this.resolve(copy ? source.slice(0, -ZOD_COPY.length) : source, importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${ZOD_COPY}` : null;
    },
  };
}

/** sonner's own call that adds its stylesheet to <head> when its module is evaluated. */
const SONNER_CSS_CALL = /\n__insertCSS\("(?:[^"\\]|\\.)*"\);?\n/;

/**
 * Takes sonner's stylesheet out of its script (issue 18). sonner (the toasts) adds its CSS as
 * a `<style>` in `<head>` when its module is evaluated, right after a page has hydrated (the
 * toast area mounts then, lib/toast): the browser parses it and restyles the whole page, ~40
 * and ~35 ms of main thread in Chromium on the VM where it was measured, four times that on
 * Lighthouse's phone. index.css imports the same rules from sonner's published stylesheet
 * (`sonner/dist/styles.css`), parsed with the page's CSS before the first paint, and this
 * plugin removes the call from `sonner/dist/index.mjs`.
 * Throws when a sonner version no longer has that call, so an upgrade is reviewed, not guessed.
 * Build only: the dev server pre-bundles sonner untouched, which adds the same rules twice.
 */
export function sonnerStylesInBundle(): Plugin {
  return {
    name: 'inkling-sonner-styles',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id.split('?')[0] ?? '')) return null;
      if (!SONNER_CSS_CALL.test(code))
        throw new Error('sonner no longer adds its CSS with __insertCSS("…"): review sonnerStylesInBundle()');
      return { code: code.replace(SONNER_CSS_CALL, '\n'), map: null };
    },
  };
}

/** The entry (the starter every page runs first) and app/start.tsx, which it imports once a prerendered page is shown. */
const MAIN_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const START_MODULE = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));

/** `id` and every module it imports statically, directly or not. */
function staticClosure(id: string, ctx: Rolldown.ChunkingContext, into = new Set<string>()): Set<string> {
  if (into.has(id)) return into;
  into.add(id);
  for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) staticClosure(imported, ctx, into);
  return into;
}

/** The module sets the two groups below name, worked out once per build (keyed by start's module info). */
let chunkSets: { info: Rolldown.ModuleInfo; starter: Set<string>; start: Set<string> } | undefined;

/** main.tsx's static closure (the starter) and app/start.tsx's less the starter's, or undefined before start is known. */
function startSets(ctx: Rolldown.ChunkingContext): typeof chunkSets {
  const info = ctx.getModuleInfo(START_MODULE);
  if (!info) return undefined;
  if (chunkSets?.info !== info) {
    const starter = staticClosure(MAIN_MODULE, ctx);
    const start = staticClosure(START_MODULE, ctx);
    for (const id of starter) start.delete(id);
    chunkSets = { info, starter, start };
  }
  return chunkSets;
}

/**
 * Names the chunk of the starter's own modules (main.tsx's static imports: lib/early-events and
 * what it imports), so they stay out of the start chunk, which imports them too: a
 * `codeSplitting` group's name function, of higher priority than startChunk's.
 */
function starterChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  return id !== MAIN_MODULE && !id.endsWith('.css') && startSets(ctx)?.starter.has(id)
    ? 'early-events'
    : null;
}

/**
 * Names the one chunk of the app's start (issue 18): app/start.tsx and every module it imports
 * statically, directly or not (the root layout, header, sign-in, texts, the UI kit it uses),
 * less the starter's own modules (main.tsx's closure, which must stay ~4 KB) and the
 * framework's (its own group, of higher priority). Left to automatic splitting these were ~20
 * files shared in different ways with the lazy pages; each is a request (six at a time over
 * HTTP/1.1, a round trip each on a phone) and a `modulepreload` link the preload helper adds,
 * ~2.5 ms of a phone's main thread per link. A `codeSplitting` group's name function: "start"
 * for a module of that set, nothing otherwise.
 */
function startChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  return startSets(ctx)?.start.has(id) ? 'start' : null;
}

/**
 * Vite config for the SPA. In development /api is proxied to the API server on port 3000;
 * the production build goes to apps/web/dist, which the API server serves (DESIGN "Shape of the system").
 */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    attribution(),
    preloads(),
    zodCopies(),
    pureContracts(),
    sonnerStylesInBundle(),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // zod declares itself free of side effects (package.json "sideEffects": only its opt-in
      // compiler) and contracts is data, texts and schemas (pureContracts()): said here so a
      // page that uses none of a contracts module's schemas does not load zod for nothing.
      treeshake: {
        propertyReadSideEffects: false,
        moduleSideEffects: [
          { test: /node_modules[\\/]zod[\\/]v4[\\/]/, sideEffects: false },
          { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // React, the router and the query cache are on every page's first screen: one file.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 2,
            },
            // The starter's own modules (starterChunk()), then the app's start and all it imports
            // statically, as one file (startChunk()).
            { name: starterChunk, priority: 3 },
            { name: startChunk, priority: 1 },
            // Icons (imported one module each: lucide-react's index imports them all, which put every
            // icon of the app in start) go with the one page that uses them, or, shared by several
            // pages, into one file instead of a file per icon.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
