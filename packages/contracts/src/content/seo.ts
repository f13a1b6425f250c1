import { HOME_TEXTS } from '../messages';

/**
 * Site-wide words of the prerendered pages' heads (issue 18): the Open Graph site name, the
 * link-preview picture's alt text and caption, and the Organization of the home page's
 * JSON-LD (schema.org). Each page's own title and description come from its page module.
 */
export const SITE_SEO = {
  siteName: 'Inkling',
  /** Drawn on the 1200×630 link-preview picture (scripts/build-og-image.ts, engine siteCard). */
  ogImageHeading: 'Inkling',
  /** One line each. */
  ogImageTagline: ['Coloring pages', 'from any idea'],
  ogImageCaption: ['Type an idea, print the page,', 'color it in.'],
  ogImageAlt: 'Inkling: coloring pages from any idea, printed in black and white',
  organizationDescription: HOME_TEXTS.description,
} as const;

/** Path of the site's 1200×630 link-preview picture (written by the web build). */
export const OG_IMAGE_PATH = '/og-image.png';
