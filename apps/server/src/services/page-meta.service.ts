import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { HtmlMeta } from '../html-meta';
import { getPost } from './community.service';
import { getSharedPage } from './sharing.service';

/**
 * What the HTML of a shared address carries for crawlers that run no JavaScript (issue 10),
 * and its status: 200, or 404 for an unknown, hidden or revoked id (the app then shows its
 * not-found page).
 */
export type PageMeta = HtmlMeta & { status: 200 | 404 };

const COMMUNITY_PATH = /^\/community\/([0-9a-f-]{36})\/?$/i;
const SHARE_PATH = /^\/s\/([A-Za-z0-9_-]{1,100})\/?$/;
/** Any address of a post or a share link, well-formed or not: one that is not is a 404 too (issue 27 #8). */
const SHARED_ADDRESS = /^\/(community|s)\/[^/]+\/?$/;

const NOT_FOUND = (url: string): PageMeta => ({
  status: 404,
  title: 'Page not found · Inkling',
  description: 'This coloring page is not shared any more, or the link is not complete.',
  url,
  noindex: true,
});

/** A prompt cut to `max` characters with an ellipsis, for titles. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The meta tags of a shared address: `/community/{id}` (an approved post, public and
 * indexable) or `/s/{token}` (an unlisted link, `noindex`). Other paths → null (the app's
 * own defaults). Visibility is the API's: signed-out rules, so a pending post is a 404 here.
 * Never throws for unknown ids (→ a 404 meta).
 */
export async function sharedAddressMeta(ctx: AppContext, path: string): Promise<PageMeta | null> {
  const base = ctx.config.publicUrl;
  const url = `${base}${path}`;
  try {
    const community = COMMUNITY_PATH.exec(path);
    if (community?.[1]) {
      const post = await getPost(ctx, null, community[1]);
      return {
        status: 200,
        title: `${clip(post.prompt, 70)} · Coloring page · Inkling community`,
        description: post.comment
          ? `${post.authorName}: “${clip(post.comment, 150)}” A free printable coloring page made with Inkling.`
          : `A printable coloring page of “${clip(post.prompt, 120)}”, shared by ${post.authorName} in the Inkling community.`,
        url,
        imageUrl: `${base}/api/community/posts/${post.id}/preview.png`,
        imageAlt: `Coloring page: ${clip(post.prompt, 120)}`,
        noindex: false,
      };
    }
    const share = SHARE_PATH.exec(path);
    if (share?.[1]) {
      const page = await getSharedPage(ctx, share[1]);
      return {
        status: 200,
        title: `${clip(page.prompt, 70)} · A coloring page made with Inkling`,
        description: `A printable black-and-white coloring page of “${clip(page.prompt, 120)}”. Make your own with Inkling.`,
        url,
        imageUrl: `${base}/api/share/${page.token}/preview.png`,
        imageAlt: `Coloring page: ${clip(page.prompt, 120)}`,
        noindex: true,
      };
    }
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return NOT_FOUND(url);
    throw error;
  }
  return SHARED_ADDRESS.test(path) ? NOT_FOUND(url) : null;
}
