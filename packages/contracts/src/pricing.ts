import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS } from './limits';

/**
 * The one credit-pack catalog (DESIGN decision 3; spec core §9). The server is the
 * only judge of price and credits: clients send a pack id, never an amount.
 */
export interface CreditPack {
  id: 'starter' | 'pro' | 'bulk';
  label: string;
  credits: number;
  /** Price in US cents. */
  priceCents: number;
  subtitle: string;
  badge: string | null;
  features: readonly string[];
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  {
    id: 'starter',
    label: 'Starter',
    credits: 6,
    priceCents: 299,
    subtitle: 'Try a handful of pages',
    badge: null,
    features: ['6 coloring pages', 'Unlimited retries', 'Never expires'],
  },
  {
    id: 'pro',
    label: 'Pro',
    credits: 25,
    priceCents: 1000,
    subtitle: 'For busy families',
    badge: 'Most Chosen',
    features: ['25 coloring pages', 'Unlimited retries', 'Never expires'],
  },
  {
    id: 'bulk',
    label: 'Bulk',
    credits: 100,
    priceCents: 3000,
    subtitle: 'Lowest per image',
    badge: null,
    features: ['100 coloring pages', 'Unlimited retries', 'Never expires', 'Great for classrooms'],
  },
];

/** Formats US cents as dollars, e.g. 299 → "$2.99", 1000 → "$10". */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** Price of one credit of a pack, e.g. 299 cents / 6 credits → "$0.50". */
export function pricePerCredit(pack: CreditPack): string {
  return `$${(pack.priceCents / pack.credits / 100).toFixed(2)}`;
}

/** The words of /pricing around the catalog (spec core §9, spec content §1, §9; DESIGN decision 3). */
export const PRICING_PAGE = {
  title: 'Pricing',
  description: `Start free with ${SIGNUP_CREDITS} credits and ${DAILY_FREE_CREDITS} free credits every day. Credit packs from ${formatPrice(
    Math.min(...CREDIT_PACKS.map((pack) => pack.priceCents)),
  )}: one-time purchases that never expire, no subscription.`,
  heading: 'Simple, friendly pricing',
  intro:
    'One credit makes one coloring page, and retries are always free. Packs are one-time purchases that never expire. No subscription, ever.',
  freeName: 'Free',
  freeSubtitle: 'For everyone who signs in',
  freePrice: '$0',
  freePeriod: 'forever',
  freeFeatures: [
    `${SIGNUP_CREDITS} credits at sign-up`,
    `${DAILY_FREE_CREDITS} free credits daily`,
    'Unlimited retries',
    'Print, download and share',
  ],
  freeButton: 'Start creating',
  packLine: (pack: CreditPack) => `${pack.credits} credits · ${pricePerCredit(pack)} per page`,
  lowest: 'lowest per image',
  oneTime: 'One-time purchase',
  buyLabel: (pack: CreditPack) =>
    `Buy the ${pack.label} pack: ${pack.credits} credits for ${formatPrice(pack.priceCents)}`,
  buyButton: (pack: CreditPack) => `Buy ${pack.label} · ${formatPrice(pack.priceCents)}`,
  footnote: 'Prices in US dollars. Credits never expire and are never charged again.',
  faqHeading: 'Questions and answers',
} as const;

/** Questions on /pricing (spec content §1 "an FAQ accordion where one entry is open at a time"). */
export const PRICING_FAQ: readonly { id: string; question: string; answer: string }[] = [
  {
    id: 'credit',
    question: 'What is a credit?',
    answer:
      'One credit makes one new coloring page. Retries of a page are free: if you want another version of the same idea, press Retry as often as you like.',
  },
  {
    id: 'free',
    question: 'What do I get for free?',
    answer: `Every new account starts with ${SIGNUP_CREDITS} free credits. On top of that you get ${DAILY_FREE_CREDITS} free credits every day, available from midnight New York time. Free daily credits are used before purchased ones and do not pile up, so an unused day is not saved for later.`,
  },
  {
    id: 'expire',
    question: 'Do purchased credits expire? Is this a subscription?',
    answer:
      'No and no. Every pack is a one-time purchase. Purchased credits stay in your account until you use them, and nothing renews or charges you again.',
  },
  {
    id: 'which',
    question: 'Which pack should I choose?',
    answer:
      'Starter is a good way to try a handful of pages. Pro suits families who color every week. Bulk has the lowest price per page and is built for classrooms, parties and coloring books.',
  },
  {
    id: 'bad-page',
    question: 'What if a page comes out wrong?',
    answer: `Press "Report a problem" under the page in your project and its credit comes straight back, up to ${DAILY_REFUND_LIMIT} pages a day. Pages that fail to draw are refunded automatically.`,
  },
  {
    id: 'payment',
    question: 'How do I pay, and is it safe?',
    answer:
      'Payments are handled by Stripe, a payment provider trusted by millions of businesses. Inkling never sees or stores your card number. Your credits appear in your account as soon as the payment is confirmed.',
  },
];
