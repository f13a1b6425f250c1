import { mailtoHref } from '@inkling/contracts/content/contact';
import type { LinkRoute, InlineText as Runs } from '@inkling/contracts/content/inline';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Where each route key of contracts content points (config/paths.ts). */
const ROUTES: Record<LinkRoute, string> = {
  home: paths.home,
  pricing: paths.pricing,
  privacy: paths.privacy,
  terms: paths.terms,
  cookiePolicy: paths.cookiePolicy,
  support: paths.support,
  training: paths.training,
  documentation: paths.documentation,
};

/**
 * Renders runs of contracts page text (contracts content/inline.ts): plain words, <strong>
 * emphasis, in-app links by route key, a link to a training course, and the configured
 * support e-mail (`supportEmail`, from the session) as a mailto link. Styling of links comes
 * from the surrounding block.
 */
export function InlineText({ runs, supportEmail = '' }: { runs: Runs; supportEmail?: string }) {
  return (
    <>
      {runs.map((run, index) => {
        // Runs are static content that never reorders, so their position is a stable key.
        const key = index;
        if (typeof run === 'string') return <Fragment key={key}>{run}</Fragment>;
        if ('strong' in run) return <strong key={key}>{run.strong}</strong>;
        if ('supportEmail' in run) {
          return (
            <a key={key} href={mailtoHref(supportEmail)}>
              {supportEmail}
            </a>
          );
        }
        if ('course' in run) {
          return (
            <Link key={key} to={paths.trainingModule.build(run.course)}>
              {run.text}
            </Link>
          );
        }
        return (
          <Link key={key} to={ROUTES[run.link]}>
            {run.text}
          </Link>
        );
      })}
    </>
  );
}
