import { describe, expect, it } from 'vitest';
import { pagePreloads } from './entry-server';
import { fillTemplate } from './head';

const TEMPLATE =
  '<!doctype html><html><head><title>x</title>\n    <script defer src="/zod-config.js"></script>\n    <script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('page preloads (issue 18)', () => {
  it('preloads the picture marked fetchpriority="high" and lists the page component’s modules', () => {
    const body =
      '<main><img src="/blog-images/a.png" alt="" fetchPriority="high"/><img src="/blog-images/b.png" loading="lazy"/></main>';
    const preloads = pagePreloads(body, 'BlogPage', {
      BlogPage: ['/assets/blog-page.js'],
      HomePage: ['/assets/h.js'],
    });
    expect(preloads.images).toEqual([
      '<link rel="preload" as="image" href="/blog-images/a.png" fetchpriority="high" />',
    ]);
    expect(preloads.scripts).toEqual(['/assets/blog-page.js']);
    expect(pagePreloads(body, undefined, {}).scripts).toEqual([]);
  });

  it('puts the preloads before the head’s first script and the modules on #root', () => {
    const html = fillTemplate(
      TEMPLATE,
      ['<title>Blog</title>'],
      '<h1>Blog</h1>',
      '',
      ['<link rel="preload" as="image" href="/a.png" fetchpriority="high" />'],
      ['/assets/a.js', '/assets/b.js'],
    );
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(
      '<div id="root" data-prerendered data-preload="/assets/a.js /assets/b.js"><h1>Blog</h1></div>',
    );
    expect(fillTemplate(TEMPLATE, [], '<h1>x</h1>', '')).toContain(
      '<div id="root" data-prerendered><h1>x</h1></div>',
    );
  });
});
