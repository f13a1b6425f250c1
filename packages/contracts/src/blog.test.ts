import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, blogImageUrl, blogPostSchema, blogSlugSchema, splitParagraphs } from './blog';
import { slugify } from './rules';

describe('splitParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('One.\n\nTwo,\nstill two.\n\n\nThree.')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
  });

  it('treats whitespace-only lines and Windows line endings as blank lines', () => {
    expect(splitParagraphs('One.\r\n\r\nTwo.\n  \t\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('drops leading, trailing and empty paragraphs', () => {
    expect(splitParagraphs('\n\n  One.  \n\n\n\n')).toEqual(['One.']);
    expect(splitParagraphs('   ')).toEqual([]);
  });
});

describe('blog shapes', () => {
  it('shows 6 posts before Show more (spec content §9)', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
  });

  it('accepts every slug slugify makes and rejects path tricks', () => {
    expect(blogSlugSchema.safeParse(slugify("Turn Your Child's Drawing Into a Page")).success).toBe(true);
    for (const bad of ['', '../etc', 'Upper', 'a b', 'a'.repeat(201)]) {
      expect(blogSlugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('validates a post with a calendar date and its image path', () => {
    const post = {
      id: '7f0c6f5e-4b1a-4c1e-9d7e-1a2b3c4d5e6f',
      slug: 'hello',
      title: 'Hello',
      excerpt: 'Hi',
      content: 'Body',
      category: 'Tips',
      author: 'Inkling Team',
      date: '2026-11-03',
      imageUrl: blogImageUrl('hello'),
    };
    expect(blogPostSchema.parse(post).imageUrl).toBe('/blog-images/hello.png');
    expect(blogPostSchema.safeParse({ ...post, date: '2026-11-03T00:00:00Z' }).success).toBe(false);
  });
});
