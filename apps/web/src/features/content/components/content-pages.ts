/** Pages that later issues fill; for now each shows its proper heading and a short promise. */
export const CONTENT_PAGES = {
  features: {
    title: 'Features',
    heading: 'Features',
    blurb: 'A tour of everything Inkling can draw for your little artists.',
  },
  roadmap: { title: 'Roadmap', heading: 'Roadmap', blurb: 'What we are building next, quarter by quarter.' },
  pricing: {
    title: 'Pricing',
    heading: 'Pricing',
    blurb: 'Simple credit packs: one-time purchases that never expire.',
  },
  about: {
    title: 'About',
    heading: 'About Inkling',
    blurb: 'The small team behind Inkling and why we make it.',
  },
  blog: { title: 'Blog', heading: 'Blog', blurb: 'Insights, tutorials and updates about creative coloring.' },
  blogPost: { title: 'Blog', heading: 'Blog', blurb: 'This story is being written. Check back soon!' },
  jobs: {
    title: 'Careers',
    heading: 'Join Our Team',
    blurb: 'Help us build safe creativity tools for young imaginations.',
  },
  privacy: {
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    blurb: 'How we look after your family’s data.',
  },
  terms: {
    title: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    blurb: 'The rules for using Inkling.',
  },
  cookiePolicy: { title: 'Cookie Policy', heading: 'Cookie Policy', blurb: 'Which cookies we use and why.' },
  training: {
    title: 'Training Center',
    heading: 'Training Center',
    blurb: 'Short courses to get the most out of Inkling.',
  },
  trainingModule: {
    title: 'Training Center',
    heading: 'Training Center',
    blurb: 'This lesson is on its way.',
  },
  documentation: {
    title: 'Documentation',
    heading: 'Documentation',
    blurb: 'Free printable guides for parents and teachers.',
  },
  support: {
    title: 'Support',
    heading: 'Support',
    blurb: 'Questions about credits, downloads or refunds? We reply within 24 hours.',
  },
  settings: {
    title: 'Account Settings',
    heading: 'Account Settings',
    blurb: 'Your profile and credits, all in one place.',
  },
} as const;

export type ContentPageKey = keyof typeof CONTENT_PAGES;
