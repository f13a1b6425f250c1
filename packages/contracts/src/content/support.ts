import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS } from '../limits';
import { CREDIT_PACKS, formatPrice } from '../pricing';
import { SUPPORT_REPLY_HOURS } from './contact';
import type { InlineText } from './inline';

const packList = CREDIT_PACKS.map(
  (pack) => `${pack.label} (${pack.credits} credits, ${formatPrice(pack.priceCents)})`,
).join(', ');

/** One FAQ entry of /support: its anchor id, the question and the answer's paragraphs. */
export interface SupportFaq {
  id: string;
  question: string;
  answer: readonly InlineText[];
}

/**
 * /support (spec content §2 "Support"): the four FAQ entries (credits, downloads, refunds,
 * better results), e-mail support with the reply time, the Contact Us phone link and links to
 * the training and documentation pages. Numbers that are business rules come from limits.ts
 * and pricing.ts.
 */
export const SUPPORT_PAGE = {
  title: 'Support',
  description: `Answers about credits, downloads, refunds and better coloring pages, and how to reach Inkling support. We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  eyebrow: 'Support',
  heading: 'How can we help?',
  intro: 'Quick answers to the questions we hear most, and real people to talk to when you need them.',
  faqHeading: 'Frequently asked questions',
  faqs: [
    {
      id: 'credits',
      question: 'How do credits work?',
      answer: [
        [
          `One credit makes one new coloring page, and retries of a page are free. New accounts start with ${SIGNUP_CREDITS} free credits, and everyone gets ${DAILY_FREE_CREDITS} free credits every day. Daily credits refresh at midnight New York time and do not carry over.`,
        ],
        [
          `Need more? Credit packs are one-time purchases, never expire and are not subscriptions: ${packList}. See `,
          { link: 'pricing', text: 'Pricing' },
          '. Ideas stopped by the kid-safety check cost nothing, and pages that fail to draw are refunded automatically.',
        ],
      ],
    },
    {
      id: 'downloads',
      question: 'How do I download and print my pages?',
      answer: [
        [
          'Open the page in its project and choose Download to save a PNG named after your idea. It is a US letter page at 300 dpi (2550 by 3300 pixels), pure black lines on white. Choose Print to print it straight away: it fits on one letter sheet. For best results keep the scale at 100% or "Fit to page" and turn off headers and footers.',
        ],
        [
          'Every page of a project stays in that project: open it from My Projects and use the arrows to download or print each page. On a phone, press and hold the downloaded image to save it to your photos.',
        ],
      ],
    },
    {
      id: 'refunds',
      question: 'Can I get a credit back for a bad page?',
      answer: [
        [
          `Yes. If a finished page is clearly wrong or unusable, choose "Report this page" and its credit comes back. Each page can be reported once, and you can report up to ${DAILY_REFUND_LIMIT} pages a day; the count resets at midnight New York time (12:00 AM Eastern). Failed pages are refunded automatically and do not count toward the limit.`,
        ],
        [
          'Purchased credit packs are not refundable for cash except where the law requires it. If you were charged by mistake or your credits did not arrive, e-mail us and we will put it right.',
        ],
      ],
    },
    {
      id: 'better-results',
      question: 'How can I get better results?',
      answer: [
        [
          'Start with one clear subject, then add an action and a place: "a puppy chasing a ball in a garden". Keep extras to two or three, leave out colors, and use common words. Words like "simple" and "big" give calmer pages for little ones; "detailed" gives richer pages for older kids.',
        ],
        [
          'Use Retry for free variations, and refine in the project chat ("now add a rainbow"). Our ',
          { course: 2, text: 'Writing great prompts' },
          ' course has many more tips.',
        ],
      ],
    },
  ] satisfies readonly SupportFaq[],
  emailHeading: 'E-mail support',
  emailText: `Write to us any time. We reply within ${SUPPORT_REPLY_HOURS} hours. Tell us what you were doing and what happened; a screenshot helps.`,
  emailSubject: 'Inkling support request',
  phoneHeading: 'Talk to us',
  phoneText: 'Prefer to talk? Give us a call and we will help you over the phone.',
  phoneAction: 'Contact Us',
  learnHeading: 'Learn more',
  trainingTitle: 'Training Center',
  trainingText: 'Short courses from first page to classroom books.',
  documentationTitle: 'Documentation',
  documentationText: 'Free printable guides for parents and teachers.',
} as const;
