import { BLOG_PAGE_SIZE, BLOG_TEXTS, type BlogPost } from '@inkling/contracts/blog';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import PenLine from 'lucide-react/icons/pen-line';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useBlogPosts } from '../api/get-blog-posts';
import { reloadPage } from '../reload-page';
import { BlogPostImage, BlogPostMeta } from './blog-category';

const grid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * One post as a card (`priority`: the first card, whose picture is the page's largest paint). The title's link is stretched over the whole card, so the card is
 * one click and one tab stop whose accessible name is just the title; the card shows the
 * focus ring when its link has keyboard focus.
 */
function BlogCard({ post, priority }: { post: BlogPost; priority: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-card transition duration-150 hover:-translate-y-0.5 hover:shadow-lift has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-grape">
      <div className="border-b border-line bg-white">
        <BlogPostImage post={post} lazy priority={priority} className="aspect-[4/3] p-3" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <BlogPostMeta category={post.category} date={post.date} />
        <h3 className="mt-3 text-xl leading-snug font-extrabold text-balance">
          <Link
            to={paths.blogPost.build(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-grape-dark focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{post.excerpt}</p>
        <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-ink">
          <PenLine className="size-4 text-grape" aria-hidden="true" />
          {post.author}
        </p>
      </div>
    </article>
  );
}

function SkeletonCards() {
  return (
    <ul className={grid} aria-busy="true" aria-label={BLOG_TEXTS.loadingPosts}>
      {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-3xl border border-line bg-white shadow-card">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-6">
            <Skeleton className="h-6 w-1/2 rounded-full" />
            <Skeleton className="h-6 w-5/6 rounded-full" />
            <Skeleton className="h-4 w-full rounded-full" />
            <Skeleton className="h-4 w-2/3 rounded-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function LoadFailed() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-line bg-white p-8 text-center shadow-card"
    >
      <p className="text-lg font-bold">{BLOG_TEXTS.loadFailed}</p>
      <Button className="mt-5" onClick={reloadPage}>
        <RotateCw className="size-4" aria-hidden="true" />
        {BLOG_TEXTS.tryAgain}
      </Button>
    </div>
  );
}

function PostGrid({ posts }: { posts: BlogPost[] }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const visible = showAll ? posts : posts.slice(0, BLOG_PAGE_SIZE);
  return (
    <>
      <ul id={listId} className={grid}>
        {visible.map((post, index) => (
          <li key={post.slug}>
            <BlogCard post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
      {posts.length > BLOG_PAGE_SIZE ? (
        <div className="mt-10 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? BLOG_TEXTS.showLess : BLOG_TEXTS.showMore}
            {showAll ? (
              <ChevronUp className="size-5" aria-hidden="true" />
            ) : (
              <ChevronDown className="size-5" aria-hidden="true" />
            )}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * /blog (spec content §2 "Blog list"): the newest 6 posts as cards, a Show more / Show
 * less toggle when there are more, 6 placeholder cards while loading, and "Failed to load
 * blog posts" with a Try Again that reloads the page.
 */
export function BlogPage() {
  useDocumentMeta({ title: BLOG_TEXTS.heading, description: BLOG_TEXTS.metaDescription });
  const posts = useBlogPosts();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={BLOG_TEXTS.eyebrow} title={BLOG_TEXTS.heading}>
        {BLOG_TEXTS.tagline}
      </PageHeader>
      <section aria-labelledby="blog-posts-heading" className="mt-12">
        <h2 id="blog-posts-heading" className="sr-only">
          Latest posts
        </h2>
        {posts.isPending ? (
          <SkeletonCards />
        ) : posts.isError ? (
          <LoadFailed />
        ) : (
          <PostGrid posts={posts.data} />
        )}
      </section>
    </div>
  );
}
