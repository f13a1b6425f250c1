import { BLOG_IMAGE_WIDTH_PX, type BlogPost, blogImageAlt } from '@inkling/contracts/blog';
import { inlinePlainText } from '@inkling/contracts/content/inline';
import { SITE_SEO } from '@inkling/contracts/content/seo';
import { SUPPORT_PAGE } from '@inkling/contracts/content/support';
import { TRAINING_MODULES } from '@inkling/contracts/content/training';
import { PRICING_FAQ } from '@inkling/contracts/pricing';
import { paths } from '../config/paths';
import { absolute, type HeadImage, SITE_OG_IMAGE } from './head';

/** One page the build renders to HTML (issue 18). */
export interface PublicPage {
  /** The address, e.g. "/blog/some-post"; NOT_FOUND_PATH for the 404 page. */
  path: string;
  /** Written to dist/pages/<file> (see pageFile). */
  file: string;
  ogType: 'website' | 'article';
  image: HeadImage;
  /** schema.org data for the page's JSON-LD. */
  jsonLd: readonly object[];
  /** YYYY-MM-DD of the last change (blog posts), for the sitemap. */
  lastmod?: string;
  /** The 404 page: not in the sitemap, noindex, served with status 404. */
  notFound?: boolean;
  /** A blog post (the list and post pages are rendered with the seeded posts in the query cache). */
  post?: BlogPost;
}

/** An address no route owns: the catch-all route renders the not-found page for it. */
export const NOT_FOUND_PATH = '/404';

/** dist/pages/ file of a page path: "/" → "index.html", "/blog/x" → "blog/x.html". */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

function organization(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_SEO.siteName,
    url: absolute('/'),
    logo: absolute('/apple-touch-icon.png'),
    description: SITE_SEO.organizationDescription,
  };
}

function faqPage(entries: readonly { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

function blogPosting(post: BlogPost): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: SITE_SEO.siteName, logo: absolute('/apple-touch-icon.png') },
    image: absolute(post.imageUrl),
    mainEntityOfPage: absolute(paths.blogPost.build(post.slug)),
    articleSection: post.category,
  };
}

/**
 * Every public page of the route table (spec core §2, spec content §2): the site's pages,
 * each blog post and training module, and the 404 page. Pages behind sign-in or with
 * changing ids (/projects, /settings, /community, /s, /color, /moderation) stay client-rendered.
 * @param posts the blog's posts, newest first (the seeded posts at build time).
 */
export function publicPages(posts: readonly BlogPost[]): PublicPage[] {
  const site = (path: string, jsonLd: readonly object[] = []): PublicPage => ({
    path,
    file: pageFile(path),
    ogType: 'website',
    image: SITE_OG_IMAGE,
    jsonLd,
  });
  const supportFaq = SUPPORT_PAGE.faqs.map((faq) => ({
    question: faq.question,
    answer: faq.answer.map((paragraph) => inlinePlainText(paragraph)).join('\n\n'),
  }));
  return [
    site(paths.home, [organization()]),
    site(paths.features),
    site(paths.roadmap),
    site(paths.pricing, [faqPage(PRICING_FAQ)]),
    site(paths.about),
    { ...site(paths.blog), lastmod: posts[0]?.date },
    ...posts.map(
      (post): PublicPage => ({
        path: paths.blogPost.build(post.slug),
        file: pageFile(paths.blogPost.build(post.slug)),
        ogType: 'article',
        image: {
          path: post.imageUrl,
          width: BLOG_IMAGE_WIDTH_PX,
          height: BLOG_IMAGE_WIDTH_PX,
          alt: blogImageAlt(post.title),
        },
        jsonLd: [blogPosting(post)],
        lastmod: post.date,
        post,
      }),
    ),
    site(paths.jobs),
    site(paths.privacy),
    site(paths.terms),
    site(paths.cookiePolicy),
    site(paths.training),
    ...TRAINING_MODULES.map((module) => site(paths.trainingModule.build(module.id))),
    site(paths.documentation),
    site(paths.support, [faqPage(supportFaq)]),
    { ...site(NOT_FOUND_PATH), notFound: true },
  ];
}
