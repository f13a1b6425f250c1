/**
 * Every route of the app (spec core §2 route table, spec content §2), as patterns for the
 * router and builders for links. DESIGN decision 10: /training/module/{id} is canonical.
 */
export const paths = {
  home: '/',
  features: '/features',
  roadmap: '/roadmap',
  pricing: '/pricing',
  about: '/about',
  blog: '/blog',
  blogPost: { pattern: '/blog/:slug', build: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  jobs: '/jobs',
  privacy: '/privacy',
  terms: '/terms',
  cookiePolicy: '/cookie-policy',
  training: '/training',
  trainingModule: {
    pattern: '/training/module/:moduleId',
    build: (moduleId: string | number) => `/training/module/${moduleId}`,
  },
  trainingModuleLegacy: '/training/:moduleId',
  documentation: '/documentation',
  support: '/support',
  settings: '/settings',
  /** The local test checkout (credits issue; only without Stripe keys, never in production). */
  testCheckout: { pattern: '/checkout/test/:sessionId' },
  project: {
    pattern: '/projects/:projectId',
    build: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  },
  /** One approved community post, the address sharing uses (issue 10). */
  communityPost: {
    pattern: '/community/:postId',
    build: (postId: string) => `/community/${encodeURIComponent(postId)}`,
  },
  /** An unlisted share link: only that page and its prompt (issue 10). */
  sharedPage: { pattern: '/s/:token', build: (token: string) => `/s/${encodeURIComponent(token)}` },
  /** "Color it" (issue 17): the owner's page, and a public community page colored on this device. */
  coloring: {
    pattern: '/color/:generationId',
    build: (generationId: string) => `/color/${encodeURIComponent(generationId)}`,
  },
  coloringCommunity: {
    pattern: '/color/community/:postId',
    build: (postId: string) => `/color/community/${encodeURIComponent(postId)}`,
  },
  /** The weekly challenge's gallery (issue 34; public). */
  challenge: '/challenge',
  /** The moderators' weekly challenge themes, beside the queue (issue 34). */
  challengeAdmin: '/moderation/challenge',
  /** The moderators' queue (issue 10; 404 page for everyone else). */
  moderation: '/moderation',
  /** The moderators' promo codes, beside the queue (issue 34). */
  promoCodes: '/moderation/promo-codes',
  /** Redeem a promo code or gift card (issue 34; signed in). */
  redeem: '/redeem',
  /** Buy a pack as a gift and print the bought cards (issue 34; signed in). */
  giftCards: '/gift-cards',
} as const;
