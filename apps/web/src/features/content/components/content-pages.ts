/** Pages that later issues fill; for now each shows its proper heading and a short promise. */
export const CONTENT_PAGES = {
  pricing: {
    title: 'Pricing',
    heading: 'Pricing',
    blurb: 'Simple credit packs: one-time purchases that never expire.',
  },
  blog: { title: 'Blog', heading: 'Blog', blurb: 'Insights, tutorials and updates about creative coloring.' },
  blogPost: { title: 'Blog', heading: 'Blog', blurb: 'This story is being written. Check back soon!' },
  jobs: {
    title: 'Careers',
    heading: 'Join Our Team',
    blurb: 'Help us build safe creativity tools for young imaginations.',
  },
  settings: {
    title: 'Account Settings',
    heading: 'Account Settings',
    blurb: 'Your profile and credits, all in one place.',
  },
} as const;

export type ContentPageKey = keyof typeof CONTENT_PAGES;
