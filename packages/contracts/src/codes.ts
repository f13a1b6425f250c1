import { z } from 'zod';
import { creditsSchema } from './api';

/**
 * Promo codes (issue 34 "Promo codes"): moderators (ADMIN_EMAILS) create them; a signed-in
 * user redeems one at /redeem (POST /api/redeem) or enters a percentage code when buying a
 * pack. Codes are compared in a canonical form: upper case, letters and digits only, so
 * "spring-2026", "SPRING 2026" and "SPRING2026" are one code.
 */

/** Kinds of promo code: bonus credits granted on redemption, or a percentage off one pack. */
export const PROMO_KINDS = ['credits', 'percent'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Our own bounds: 1–1000 bonus credits (ten Bulk packs), 1–100 % off, codes of 4–32 characters. */
export const PROMO_LIMITS = {
  maxCredits: 1000,
  codeMinChars: 4,
  codeMaxChars: 32,
} as const;

/** The canonical form of a typed code: upper case, every character but A–Z and 0–9 dropped. */
export function canonicalCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The words of /redeem and the answers of POST /api/redeem (issue 34). */
export const REDEEM_TEXTS = {
  eyebrow: 'Gifts & codes',
  title: 'Redeem a code',
  signIn: 'Sign in',
  menuLink: 'Redeem a code',
  intro: 'Have a gift card or a promo code? Type its code here to add it to your account.',
  label: 'Code',
  placeholder: 'XXXX-XXXX-XXXX-XXXX',
  submit: 'Redeem',
  signInRequired: 'Please sign in to redeem a code',
  notFound: "That code doesn't match any gift card or promo code. Check the letters and try again.",
  expired: 'This code has expired.',
  usedUp: 'This code has been used up.',
  alreadyRedeemed: 'You have already used this code.',
  firstPurchaseOnly: 'This code is only for a first purchase, and this account has bought credits before.',
  rateLimited: 'Too many tries. Please wait a little and try again.',
  granted: (credits: number) => `${credits} credits added to your account.`,
  percentOff: (percent: number) =>
    `This code takes ${percent}% off a credit pack. Choose a pack and the discount is applied at checkout.`,
  choosePack: 'Choose a pack',
  codeAtCheckout: (code: string) => `Code ${code} is applied when you buy a pack.`,
} as const;

/** POST /api/redeem: the code as typed (grouping dashes and spaces are fine). */
export const redeemSchema = z.object({ code: z.string().trim().min(1).max(64) });
export type Redeem = z.infer<typeof redeemSchema>;

/** What a redemption did: credits added (with the balance after it), or a discount to use at checkout. */
export const redeemResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('credits'),
    source: z.enum(['promo', 'gift']),
    creditsAdded: z.number().int().positive(),
    message: z.string(),
    credits: creditsSchema,
  }),
  z.object({
    kind: z.literal('percent'),
    code: z.string(),
    percentOff: z.number().int().min(1).max(100),
    message: z.string(),
  }),
]);
export type RedeemResult = z.infer<typeof redeemResultSchema>;

const codeTextSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and dashes')
  .refine(
    (v) => {
      const n = canonicalCode(v).length;
      return n >= PROMO_LIMITS.codeMinChars && n <= PROMO_LIMITS.codeMaxChars;
    },
    { message: `A code has ${PROMO_LIMITS.codeMinChars} to ${PROMO_LIMITS.codeMaxChars} letters and digits` },
  );

/**
 * POST /api/moderation/promo-codes (moderators only): a new code. `credits` for kind credits,
 * `percentOff` for kind percent; `expiresAt` an ISO 8601 instant (optional, must lie ahead);
 * `maxRedemptions` caps all accounts together (optional); each account may use a code once.
 */
export const createPromoCodeSchema = z
  .object({
    code: codeTextSchema,
    kind: z.enum(PROMO_KINDS),
    credits: z.number().int().min(1).max(PROMO_LIMITS.maxCredits).optional(),
    percentOff: z.number().int().min(1).max(100).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
    firstPurchaseOnly: z.boolean().default(false),
  })
  .refine((v) => (v.kind === 'credits' ? v.credits !== undefined && v.percentOff === undefined : true), {
    message: 'A credits code needs credits (and no percentOff)',
    path: ['credits'],
  })
  .refine((v) => (v.kind === 'percent' ? v.percentOff !== undefined && v.credits === undefined : true), {
    message: 'A percentage code needs percentOff (and no credits)',
    path: ['percentOff'],
  });
export type CreatePromoCode = z.input<typeof createPromoCodeSchema>;

/** A promo code as moderators see it. */
export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  credits: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  firstPurchaseOnly: z.boolean(),
  /** True when the code is also a Stripe promotion code (percentage codes with Stripe keys). */
  inStripe: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodeListSchema = z.object({ codes: z.array(promoCodeSchema) });

/** The words of the moderators' promo-code screen (issue 34). */
export const PROMO_ADMIN_TEXTS = {
  title: 'Promo codes',
  intro: 'Codes for schools, newsletters and friends: bonus credits, or a percentage off a pack.',
  create: 'Create code',
  code: 'Code',
  kind: 'Kind',
  kindCredits: 'Bonus credits',
  kindPercent: 'Percentage off a pack',
  credits: 'Credits',
  percentOff: 'Percent off',
  expiresAt: 'Expires (optional)',
  maxRedemptions: 'Total redemptions (optional)',
  firstPurchaseOnly: 'First purchase only',
  created: 'Code created',
  empty: 'No codes yet.',
  link: 'Promo codes',
  createFailed: 'Could not create the code.',
  redemptions: (used: number, max: number | null) =>
    max === null ? `${used} used` : `${used} of ${max} used`,
  expires: (when: string) => `Expires ${when}`,
  noExpiry: 'No expiry',
  stripe: 'Stripe promotion code',
  duplicate: 'A code with these letters exists already.',
} as const;
