import { lazy } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout, type RouteHandle } from './root-layout';

/** The content pages share one lazily loaded chunk (DESIGN "apps/web": code-split routes). */
const ContentPage = lazy(async () => ({
  default: (await import('../features/content/components/content-page')).ContentPage,
}));

/** Every route of spec core §2 and spec content §2; each page is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => null,
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
      { path: paths.features, element: <ContentPage page="features" /> },
      { path: paths.roadmap, element: <ContentPage page="roadmap" /> },
      { path: paths.pricing, element: <ContentPage page="pricing" /> },
      { path: paths.about, element: <ContentPage page="about" /> },
      { path: paths.blog, element: <ContentPage page="blog" /> },
      { path: paths.blogPost.pattern, element: <ContentPage page="blogPost" /> },
      { path: paths.jobs, element: <ContentPage page="jobs" /> },
      { path: paths.privacy, element: <ContentPage page="privacy" /> },
      { path: paths.terms, element: <ContentPage page="terms" /> },
      { path: paths.cookiePolicy, element: <ContentPage page="cookiePolicy" /> },
      { path: paths.training, element: <ContentPage page="training" /> },
      { path: paths.trainingModule.pattern, element: <ContentPage page="trainingModule" /> },
      {
        path: paths.trainingModuleLegacy,
        loader: ({ params }) => redirect(paths.trainingModule.build(params.moduleId ?? '')),
      },
      { path: paths.documentation, element: <ContentPage page="documentation" /> },
      { path: paths.support, element: <ContentPage page="support" /> },
      { path: paths.settings, element: <ContentPage page="settings" /> },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/components/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]);
