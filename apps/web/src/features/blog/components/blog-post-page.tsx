import { BLOG_TEXTS, BLOG_TITLE_SUFFIX, type BlogPost, splitParagraphs } from '@inkling/contracts/blog';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import FileQuestion from 'lucide-react/icons/file-question-mark';
import PenLine from 'lucide-react/icons/pen-line';
import Sparkles from 'lucide-react/icons/sparkles';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useBlogPost } from '../api/get-blog-post';
import { BlogPostImage, BlogPostMeta } from './blog-category';

function BackToBlog({ className }: { className?: string }) {
  return (
    <Link
      to={paths.blog}
      className={
        className ??
        'inline-flex items-center gap-1.5 rounded-full font-semibold text-grape-dark hover:underline'
      }
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {BLOG_TEXTS.backToBlog}
    </Link>
  );
}

/** "Post Not Found" and "Error Loading Post": a heading, a sentence and Back to Blog. */
function Problem({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  useDocumentMeta({ title, description: text });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      {icon}
      <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-lg text-ink-soft">{text}</p>
      <BackToBlog className={buttonClasses('primary', 'lg', 'mt-8')} />
    </div>
  );
}

function PostSkeleton() {
  useDocumentMeta({ title: BLOG_TEXTS.heading, description: BLOG_TEXTS.metaDescription });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14" aria-busy="true">
      <p className="sr-only" role="status">
        {BLOG_TEXTS.loadingPost}
      </p>
      <BackToBlog />
      <Skeleton className="mt-6 aspect-[4/3] w-full rounded-3xl sm:aspect-[16/10]" />
      <Skeleton className="mt-8 h-6 w-48 rounded-full" />
      <Skeleton className="mt-4 h-10 w-5/6 rounded-full" />
      <Skeleton className="mt-4 h-5 w-full rounded-full" />
      <div className="mt-10 space-y-3">
        {['w-full', 'w-11/12', 'w-10/12', 'w-4/5'].map((width) => (
          <Skeleton key={width} className={`h-4 ${width} rounded-full`} />
        ))}
      </div>
    </div>
  );
}

function Post({ post }: { post: BlogPost }) {
  useDocumentMeta({ title: post.title, description: post.excerpt, titleSuffix: BLOG_TITLE_SUFFIX });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14" aria-labelledby="post-title">
      <BackToBlog />
      <div className="mt-6 overflow-hidden rounded-3xl border border-line bg-white shadow-card">
        <BlogPostImage post={post} priority className="aspect-[4/3] p-4 sm:aspect-[16/10]" />
      </div>
      <header className="mt-8">
        <BlogPostMeta category={post.category} date={post.date} />
        <h1 id="post-title" className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft text-pretty sm:text-xl">{post.excerpt}</p>
        <p className="mt-5 flex items-center gap-2 border-b border-line pb-6 font-semibold">
          <PenLine className="size-4 text-grape" aria-hidden="true" />
          {post.author}
        </p>
      </header>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink">
        {splitParagraphs(post.content).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <footer className="mt-12 flex flex-col gap-3 rounded-3xl bg-grape-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="text-lg font-bold">{BLOG_TEXTS.ctaText}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <BackToBlog className={buttonClasses('outline', 'md')} />
          <Link to={paths.home} className={buttonClasses('primary', 'md')}>
            <Sparkles className="size-4" aria-hidden="true" />
            {BLOG_TEXTS.ctaButton}
          </Link>
        </div>
      </footer>
    </article>
  );
}

/**
 * /blog/:slug (spec content §2 "Blog post", §4): loading skeleton, then the post (title
 * + " | Inkling Blog" as document title, the excerpt as meta description), "Post Not
 * Found" for an unknown or impossible slug, "Error Loading Post" for any other failure.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error, validSlug } = useBlogPost(slug);

  if (!validSlug || (isError && isApiError(error, 'not_found'))) {
    return (
      <Problem
        icon={<FileQuestion className="size-12 text-grape" aria-hidden="true" />}
        title={BLOG_TEXTS.notFoundTitle}
        text={BLOG_TEXTS.notFoundText}
      />
    );
  }
  if (isError) {
    return (
      <Problem
        icon={<TriangleAlert className="size-12 text-berry" aria-hidden="true" />}
        title={BLOG_TEXTS.errorTitle}
        text={BLOG_TEXTS.errorText}
      />
    );
  }
  if (isPending || !data) return <PostSkeleton />;
  return <Post key={data.slug} post={data} />;
}
