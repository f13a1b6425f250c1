import type { BlogPost } from '@inkling/contracts/blog';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers';
import { routes } from '../app/router';
import { blogPostsQueryKey } from '../features/blog/api/get-blog-posts';
import { type PageHead, PageHeadContext } from '../lib/page-head';
import { seededBlogPosts } from './blog-seed';
import { fillTemplate, headTags, jsonForScript } from './head';
import { NOT_FOUND_PATH, type PublicPage, publicPages } from './public-pages';
import { QUERY_DATA_ID } from './query-data';

/** One prerendered page: where it goes and its whole HTML document. */
export interface RenderedPage {
  path: string;
  /** Below dist/pages/. */
  file: string;
  html: string;
  lastmod?: string;
  notFound: boolean;
}

/** A page's rendered `#root` markup, what it said about itself and its query cache. */
export interface RenderedBody {
  body: string;
  head: PageHead;
  /** The dehydrated query cache (TanStack Query), for the browser's first render. */
  queries: DehydratedState;
  /** The name of the page's route component (e.g. "HomePage"), the key of its code's preloads. */
  component: string | undefined;
}

/** Module preloads of each page component's code, by component name (vite.config.ts preloads()). */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

/**
 * Renders one page's `#root` with the app's own routes and components (react-router's static
 * data router, react-dom/server renderToString), the seeded blog posts in the query cache for
 * blog pages. The static handler resolves the lazy routes first. Throws when the page
 * redirects instead.
 */
export async function renderBody(page: PublicPage, posts: readonly BlogPost[]): Promise<RenderedBody> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${page.path}`));
  if (context instanceof Response) throw new Error(`${page.path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  if (page.path.startsWith('/blog')) queryClient.setQueryData(blogPostsQueryKey, posts);
  if (page.post) queryClient.setQueryData([...blogPostsQueryKey, page.post.slug], page.post);
  const head: PageHead = {};
  const body = renderToString(
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <Providers client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </PageHeadContext.Provider>
    </StrictMode>,
  );
  const queries = dehydrate(queryClient);
  // react-router keeps a resolved lazy route's component as its element (`route.element.type`).
  const leaf = context.matches.at(-1)?.route as { element?: { type?: { name?: string } } } | undefined;
  const component = leaf?.element?.type?.name;
  // Drops the cache and its garbage-collection timers, which would keep Node running.
  queryClient.clear();
  return { body, head, queries, component };
}

/**
 * Preloads of a page: `images`, preload tags of the pictures its markup marks as the largest
 * paint (`fetchpriority="high"`), for the head's start, so the browser asks for them before
 * the scripts; `scripts`, the files of the page's own code (`preloads[component]`), which
 * main.tsx preloads once the page has been shown.
 */
export function pagePreloads(
  body: string,
  component: string | undefined,
  preloads: RoutePreloads,
): { images: string[]; scripts: string[] } {
  const images = [...body.matchAll(/<img\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\sfetchpriority="high"/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/i.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src));
  const scripts = component ? (preloads[component] ?? []) : [];
  return {
    images: images.map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`),
    scripts: [...scripts],
  };
}

/** One page as a whole HTML document from the built index.html `template`. */
async function renderPage(
  template: string,
  page: PublicPage,
  posts: readonly BlogPost[],
  preloads: RoutePreloads,
): Promise<string> {
  const { body, head, queries, component } = await renderBody(page, posts);
  if (Object.keys(preloads).length > 0 && !(component && preloads[component]))
    throw new Error(`${page.path}: no module preloads for its component ${component ?? '(none)'}`);
  if (!head.title || !head.description) throw new Error(`${page.path} set no title or description`);
  const data = queries.queries.length
    ? `<script type="application/json" id="${QUERY_DATA_ID}">${jsonForScript(queries)}</script>`
    : '';
  const { images, scripts } = pagePreloads(body, component, preloads);
  const tags = headTags({
    path: page.path,
    title: head.title,
    description: head.description,
    image: page.image,
    ogType: page.ogType,
    jsonLd: page.jsonLd,
    noindex: page.notFound === true,
  });
  return fillTemplate(template, tags, body, data, images, scripts);
}

/**
 * Every public page (see publicPages) as a finished HTML document, from the built
 * index.html `template` (issue 18), each with the module preloads of its own code from
 * `preloads` (the build's ROUTE_PRELOADS_FILE). Throws when a page renders without its own
 * title and description, redirects, or (with `preloads`) has no preloads.
 */
export async function renderPublicPages(
  template: string,
  preloads: RoutePreloads = {},
): Promise<RenderedPage[]> {
  const posts = seededBlogPosts();
  const out: RenderedPage[] = [];
  for (const page of publicPages(posts)) {
    out.push({
      path: page.path,
      file: page.file,
      html: await renderPage(template, page, posts, preloads),
      lastmod: page.lastmod,
      notFound: page.path === NOT_FOUND_PATH,
    });
  }
  return out;
}

/**
 * The route patterns the browser renders itself (signed-in, per-id and unlisted pages), for
 * the server: these get the SPA shell; any address matching neither a prerendered page nor
 * one of these gets the 404 page with status 404.
 */
export function clientRoutePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (list: typeof routes, prefix: string) => {
    for (const route of list) {
      const path = route.index ? prefix : route.path ? joinPath(prefix, route.path) : prefix;
      if (route.path && route.path !== '*') patterns.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return patterns;
}

function joinPath(prefix: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${prefix.replace(/\/$/, '')}/${path}`;
}
