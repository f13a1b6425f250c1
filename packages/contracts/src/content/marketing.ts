import { DAILY_FREE_CREDITS, SIGNUP_CREDITS } from '../limits';
import { COMPANY_LOCATION } from './contact';

/**
 * The words of the marketing pages /features, /about and /roadmap (spec content §1; spec
 * core §1 for the roadmap). Each card names an icon by key; the web app maps keys to icons.
 * Numbers that are business rules come from limits.ts, never retyped.
 */

/** A card of a marketing page: title, one paragraph, and the key of its icon. */
export interface MarketingCard<Icon extends string> {
  title: string;
  text: string;
  icon: Icon;
}

/** /features: the eight feature cards (spec content §1 "Features page"); each describes shipped behaviour. */
export const FEATURES_PAGE = {
  title: 'Features',
  description:
    'Turn words or photos into printable black-and-white coloring pages, save characters and keep pages together in projects. See everything Inkling does.',
  eyebrow: 'Features',
  heading: 'Everything you need to make coloring pages kids love',
  intro: `From a few words to a printed page in under a minute, safely. Start with ${SIGNUP_CREDITS} free credits and get ${DAILY_FREE_CREDITS} more every day.`,
  listHeading: 'What Inkling does',
  cards: [
    {
      title: 'Words become pages',
      text: 'Type an idea like "a dinosaur eating ice cream on the moon" and get a clean black-and-white coloring page in about 10 to 30 seconds.',
      icon: 'words',
    },
    {
      title: 'Photos become pages',
      text: "Attach a photo of a pet, a toy or a child's own drawing and Inkling traces it into crisp outlines ready to color. Hidden photo data such as location is removed.",
      icon: 'photos',
    },
    {
      title: 'Saved characters',
      text: 'Love a character? Save it with a name and introduce it into new pages, so the same friend can star in a whole story.',
      icon: 'characters',
    },
    {
      title: 'Kid-safety check',
      text: 'Every idea is checked before anything is drawn. Ideas that are not suitable for children are gently turned away, and they never cost a credit.',
      icon: 'safety',
    },
    {
      title: 'Print-ready pages',
      text: 'Pure black lines on white at 300 dpi, sized for US letter or A4. Download a PNG or print straight from the page: it fits on one sheet.',
      icon: 'print',
    },
    {
      title: 'Projects and coloring books',
      text: 'Every idea starts a project, and each project is a coloring book in the making: add page after page in the project chat, put them in order, leave some out and pick a cover. Download the whole book as a PDF to print or an EPUB for tablets.',
      icon: 'projects',
    },
    {
      title: 'Free retries',
      text: 'One credit makes a page, and retries are free. Draw new variations of the same idea until it is just right, then report a page that is clearly wrong to get its credit back.',
      icon: 'retries',
    },
    {
      title: 'Made for every age',
      text: 'Pick toddler, kids or big kids: thick lines and a few big shapes for little hands, finer lines and busier scenes for older children.',
      icon: 'ages',
    },
  ] satisfies readonly MarketingCard<
    'words' | 'photos' | 'characters' | 'safety' | 'print' | 'projects' | 'retries' | 'ages'
  >[],
  ctaHeading: 'Ready to make your first page?',
  ctaText:
    'Type an idea on the home page. Signing in with Google takes a moment, and your first pages are free.',
  ctaAction: 'Try it now',
} as const;

/** /about: mission, values, the two co-founders by role (spec content §1: names omitted), the city. */
export const ABOUT_PAGE = {
  title: 'About',
  description: `Inkling helps parents, teachers and kids turn any idea into a printable coloring page. Meet the team behind it, based in ${COMPANY_LOCATION}.`,
  eyebrow: 'About Inkling',
  heading: 'Every idea deserves to be colored in',
  intro:
    'Children imagine things no coloring book has ever printed. Inkling turns those ideas into clean, printable pages in seconds, so kids can spend their time where it matters: coloring, talking and telling stories.',
  missionHeading: 'Our mission',
  mission:
    'We want every parent and teacher to be able to say "yes" when a child asks for a picture of a unicorn driving a fire truck, and to print it before the excitement fades. Inkling is built for families and classrooms first: kid-safe from the first word, simple enough for a five-year-old to help with, and designed to end up on paper rather than on a screen.',
  values: [
    {
      title: 'Safe by design',
      text: 'Every idea passes a kid-safety check before anything is drawn, and an idea that is turned away never costs a credit.',
      icon: 'safety',
    },
    {
      title: 'Paper first',
      text: 'A few minutes on a screen, then as long as you like with crayons. Every page prints on one sheet.',
      icon: 'paper',
    },
    {
      title: 'Fair and simple',
      text: 'Free credits every day, free retries, and credit packs that never expire. No subscriptions.',
      icon: 'fair',
    },
  ] satisfies readonly MarketingCard<'safety' | 'paper' | 'fair'>[],
  foundersHeading: 'The founders',
  founders: [
    {
      role: 'Co-founder & CEO',
      text: 'A parent of two who ran out of coloring pages on a rainy Saturday and could not find the dinosaur astronaut the kids were asking for. Leads product and partnerships with schools, and still tests every new feature at the kitchen table.',
    },
    {
      role: 'Co-founder & CTO',
      text: 'A software engineer who has spent years building tools for classrooms. Leads the drawing engine and the kid-safety checks, and believes the best technology for children is the kind that gets them off the screen and onto paper.',
    },
  ],
  basedIn: `Based in ${COMPANY_LOCATION}, working with families and teachers everywhere.`,
  ctaHeading: 'Help us build it',
  ctaText:
    'We are a small, remote-first team and we are hiring people who care about kids, craft and safety.',
  ctaAction: 'View Open Positions',
} as const;

/** Where a roadmap item stands. */
export type RoadmapStatus = 'shipped' | 'in-progress' | 'planned';

export interface RoadmapItem {
  title: string;
  text: string;
  status: RoadmapStatus;
  /** A part of a larger item that is coming next (not shipped yet), shown under it. */
  note?: string;
}

/** /roadmap: the quarters as presented to users (spec core §1, spec content §1). */
export const ROADMAP_PAGE = {
  title: 'Roadmap',
  description:
    'What is next for Inkling: style controls, consistent coloring books, story books and kid-safe social features, and what has already shipped.',
  eyebrow: 'Roadmap',
  heading: 'Where Inkling is heading',
  intro:
    'What we are building next, and what you can already use today. Plans can change as we learn from families and teachers.',
  quarters: [
    {
      label: 'Q2 2025',
      items: [
        {
          title: 'Advanced style controls',
          text: 'More say over how a page looks, beyond the age groups. Shipped in November 2026: line weight (fine, medium or bold), detail (simple, standard or detailed), a frame (rounded or a themed border) and the background (full scene or just the subject), in the page options and as a project’s defaults.',
          status: 'shipped',
        },
        {
          title: 'Image to coloring page',
          text: 'Photos become pages: attach a photo or a child’s drawing and Inkling traces it into clean outlines.',
          status: 'shipped',
        },
        {
          title: 'Promo codes and gift cards',
          text: 'Give credits to a friend, a family or a whole classroom.',
          status: 'shipped',
          note: 'Shipped in November 2026: promo codes and gift cards. Schools and newsletters hand out codes for bonus credits or a percentage off a pack; give a pack as a gift card to print (with one of your own pages on the front) or to send by e-mail; type a code at Redeem a code in the menu.',
        },
      ],
    },
    {
      label: 'Q3 2025',
      items: [
        {
          title: 'Full consistent coloring books',
          text: 'Whole books where characters, style and story stay consistent from the first page to the last.',
          status: 'shipped',
          note: 'Shipped: coloring book export. A whole project downloads as a PDF to print (letter or A4, with blank backs for markers if you like, or print-ready for publishing on Amazon KDP) or as an EPUB for tablets. Shipped on November 29, 2026: story books, a short story from your idea with the same character on every page, from the first page to the last.',
        },
        {
          title: 'Story and comic books',
          text: 'Pages with panels and room for words, so kids can color and tell their own stories.',
          status: 'shipped',
          note: 'Shipped in November 2026: story books. Choose Make a story book under My Projects: from one idea and a main character (in words or one of your saved characters), Inkling writes a short story and draws every page with the same character; read it in Book view with each page’s words under its picture, change the words, and print it as a PDF or read it as an EPUB. Shipped on November 29, 2026: comic pages. Choose Comic in the page options (3 or 4 panels, 6 for ages 9–12) and speech bubbles that are empty for your child to write in or hold a short line; or press Make a comic page in a story book’s Book view to turn its first pages into one comic page with the same hero in every panel.',
        },
      ],
    },
    {
      label: 'Q4 2025',
      items: [
        {
          title: 'Social features',
          text: 'Follow favourite creators in the community gallery and collect pages into shared albums, with a moderator reviewing every post.',
          status: 'in-progress',
          note: 'Shipped on November 28, 2026: hearts. Signed-in families can heart a page in the community gallery (one heart each, and you can take it back), and every page shows its count. The gallery stays newest first: hearts never rank children. Following creators and shared albums come next.',
        },
        {
          title: 'Gamification',
          text: 'Friendly badges and creative challenges that reward making and finishing pages. Shipped on November 28, 2026: a weekly challenge on the home page, with a new kid-friendly theme every week (Join the challenge puts it in your prompt box, and pages shared for it have their own gallery), and badges for your own making (first page, first book, first coloured page, a 7-day making streak and 5 challenges joined), which only your family sees, in Settings and the menu.',
          status: 'shipped',
        },
        {
          title: 'Leaderboards',
          text: 'Opt-in, kid-safe leaderboards for community challenges, with no personal details shown.',
          status: 'planned',
          note: 'Shipped on November 28, 2026, instead of a list of names: “Most hearted this week” in the challenge gallery, which shows pictures and first names only, like the rest of the gallery.',
        },
      ],
    },
  ] satisfies readonly { label: string; items: readonly RoadmapItem[] }[],
  status: { shipped: 'Shipped', 'in-progress': 'In progress', planned: 'Planned' } satisfies Record<
    RoadmapStatus,
    string
  >,
  feedbackHeading: 'Tell us what to build next',
  feedbackText:
    'Your ideas shape this list. Send us a note about what would make coloring time better at home or in class.',
  feedbackSubject: 'Inkling roadmap feedback',
  feedbackAction: 'Send feedback',
} as const;
