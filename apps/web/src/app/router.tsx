import { type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout, type RouteHandle } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every route of spec core §2 and spec content §2; each page is its own lazily loaded chunk.
 * The browser builds its router from these in main.tsx, the build-time prerender
 * (entry-server.tsx, issue 18) its static router.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/components/home-page')).HomePage }),
      },
      {
        path: paths.project.pattern,
        handle: { hideFooter: true } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/workspace/components/workspace-page')).WorkspacePage,
        }),
      },
      {
        path: paths.features,
        lazy: async () => ({
          Component: (await import('../features/marketing/components/features-page')).FeaturesPage,
        }),
      },
      {
        path: paths.roadmap,
        lazy: async () => ({
          Component: (await import('../features/marketing/components/roadmap-page')).RoadmapPage,
        }),
      },
      {
        path: paths.pricing,
        lazy: async () => ({
          Component: (await import('../features/pricing/components/pricing-page')).PricingPage,
        }),
      },
      {
        path: paths.testCheckout.pattern,
        lazy: async () => ({
          Component: (await import('../features/checkout/components/test-checkout-page')).TestCheckoutPage,
        }),
      },
      {
        path: paths.about,
        lazy: async () => ({
          Component: (await import('../features/marketing/components/about-page')).AboutPage,
        }),
      },
      {
        path: paths.blog,
        lazy: async () => ({ Component: (await import('../features/blog/components/blog-page')).BlogPage }),
      },
      {
        path: paths.blogPost.pattern,
        lazy: async () => ({
          Component: (await import('../features/blog/components/blog-post-page')).BlogPostPage,
        }),
      },
      {
        path: paths.jobs,
        lazy: async () => ({
          Component: (await import('../features/careers/components/careers-page')).CareersPage,
        }),
      },
      {
        path: paths.privacy,
        lazy: async () => ({
          Component: (await import('../features/legal/components/privacy-page')).PrivacyPage,
        }),
      },
      {
        path: paths.terms,
        lazy: async () => ({
          Component: (await import('../features/legal/components/terms-page')).TermsPage,
        }),
      },
      {
        path: paths.cookiePolicy,
        lazy: async () => ({
          Component: (await import('../features/legal/components/cookie-policy-page')).CookiePolicyPage,
        }),
      },
      {
        path: paths.training,
        lazy: async () => ({
          Component: (await import('../features/training/components/training-page')).TrainingPage,
        }),
      },
      {
        path: paths.trainingModule.pattern,
        lazy: async () => ({
          Component: (await import('../features/training/components/training-module-page'))
            .TrainingModulePage,
        }),
      },
      {
        path: paths.trainingModuleLegacy,
        loader: ({ params }) => redirect(paths.trainingModule.build(params.moduleId ?? '')),
      },
      {
        path: paths.documentation,
        lazy: async () => ({
          Component: (await import('../features/documentation/components/documentation-page'))
            .DocumentationPage,
        }),
      },
      {
        path: paths.support,
        lazy: async () => ({
          Component: (await import('../features/support/components/support-page')).SupportPage,
        }),
      },
      {
        path: paths.settings,
        lazy: async () => ({
          Component: (await import('../features/settings/components/settings-page')).SettingsPage,
        }),
      },
      {
        path: paths.communityPost.pattern,
        lazy: async () => ({
          Component: (await import('../features/community/components/community-post-page')).CommunityPostPage,
        }),
      },
      {
        path: paths.sharedPage.pattern,
        lazy: async () => ({
          Component: (await import('../features/share/components/shared-page')).SharedPagePage,
        }),
      },
      {
        path: paths.coloring.pattern,
        handle: { hideFooter: true } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/coloring/components/coloring-page')).ColoringPage,
        }),
      },
      {
        path: paths.coloringCommunity.pattern,
        handle: { hideFooter: true } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/coloring/components/coloring-page')).CommunityColoringPage,
        }),
      },
      {
        path: paths.moderation,
        lazy: async () => ({
          Component: (await import('../features/moderation/components/moderation-page')).ModerationPage,
        }),
      },
      {
        path: paths.promoCodes,
        lazy: async () => ({
          Component: (await import('../features/moderation/components/promo-codes-page')).PromoCodesPage,
        }),
      },
      {
        path: paths.challenge,
        lazy: async () => ({
          Component: (await import('../features/challenge/components/challenge-page')).ChallengePage,
        }),
      },
      {
        path: paths.challengeAdmin,
        lazy: async () => ({
          Component: (await import('../features/moderation/components/challenge-admin-page'))
            .ChallengeAdminPage,
        }),
      },
      {
        path: paths.redeem,
        lazy: async () => ({
          Component: (await import('../features/redeem/components/redeem-page')).RedeemPage,
        }),
      },
      {
        path: paths.giftCards,
        lazy: async () => ({
          Component: (await import('../features/gift-cards/components/gift-cards-page')).GiftCardsPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/components/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];
