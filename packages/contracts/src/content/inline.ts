/**
 * Paragraphs of page text with a little structure, for content that lives in contracts but
 * links to other pages (DESIGN "Conventions": UI text lives in contracts). Contracts does not
 * know the web app's URLs, so a link names a route by key; the web app maps keys to
 * config/paths.ts and renders each run.
 */

/** Routes a content link may point at (keys of the web app's paths.ts). */
export type LinkRoute =
  | 'home'
  | 'pricing'
  | 'privacy'
  | 'terms'
  | 'cookiePolicy'
  | 'support'
  | 'training'
  | 'documentation';

/**
 * One run of words: plain text; emphasised words; a link to a route of the app (or to one
 * training course by id); or the configured support e-mail address as a mailto link.
 */
export type Inline =
  | string
  | { strong: string }
  | { link: LinkRoute; text: string }
  | { course: number; text: string }
  | { supportEmail: true };

/** A paragraph (or list item): runs of words shown one after another. */
export type InlineText = readonly Inline[];

/** The plain words of runs (a link's text, `email` for the support address): for tests and meta text. */
export function inlinePlainText(runs: InlineText, email = ''): string {
  return runs
    .map((run) => {
      if (typeof run === 'string') return run;
      if ('strong' in run) return run.strong;
      if ('supportEmail' in run) return email;
      return run.text;
    })
    .join('');
}
