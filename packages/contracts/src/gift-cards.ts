import { z } from 'zod';

/**
 * Gift cards (issue 34 "Gift cards"): a family buys a credit pack for someone else and gets a
 * printable card (PDF) with a code; the recipient redeems the code at /redeem for the pack's
 * credits. Codes: 20 symbols of a 32-letter alphabet without 0/O/1/I (Crockford's base 32
 * without its look-alikes), i.e. 100 random bits (issue 34: "≥ 96 random bits"), shown in
 * five groups of four with dashes.
 */

/** Statuses of a card: paid → redeemable → redeemed; void after a refund of an unredeemed card. */
export const GIFT_CARD_STATUSES = ['pending_payment', 'redeemable', 'redeemed', 'void'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/**
 * The 32 symbols of a code: digits 2–9 and the letters A–Z without I and O (so no 0/O or 1/I
 * to confuse; issue 34 "typed easily"). 32 symbols → 5 bits each.
 */
export const GIFT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Symbols in a code: 20 × 5 bits = 100 random bits (issue 34 asks for at least 96). */
export const GIFT_CODE_LENGTH = 20;
/** Symbols per printed group ("ABCD-EFGH-…"). */
export const GIFT_CODE_GROUP = 4;

/** Longest gift message, characters (a card's back holds about this much at 12 pt). */
export const GIFT_MESSAGE_MAX = 300;

/** A code in groups of four with dashes, e.g. "ABCD-EFGH-JKLM-NPQR-STUV". */
export function formatGiftCode(canonical: string): string {
  return canonical.match(new RegExp(`.{1,${GIFT_CODE_GROUP}}`, 'g'))?.join('-') ?? canonical;
}

/** Whether canonical letters (contracts `canonicalCode`) have the shape of a gift code. */
export function looksLikeGiftCode(canonical: string): boolean {
  return (
    canonical.length === GIFT_CODE_LENGTH && [...canonical].every((ch) => GIFT_CODE_ALPHABET.includes(ch))
  );
}

/**
 * The gift part of POST /api/checkout and POST /api/gift-cards: an optional recipient e-mail
 * (the card is sent there when the server has SMTP settings), an optional message (checked
 * for kid safety and personal information), and the buyer's own page for the card's front
 * (optional; a drawn default otherwise).
 */
export const giftOptionsSchema = z.object({
  recipientEmail: z.email().max(254).optional(),
  recipientName: z.string().trim().min(1).max(60).optional(),
  message: z.string().trim().min(1).max(GIFT_MESSAGE_MAX).optional(),
  frontGenerationId: z.uuid().optional(),
});
export type GiftOptions = z.infer<typeof giftOptionsSchema>;

/** A gift card as its buyer sees it; `code` only once paid (null while payment is pending). */
export const giftCardSchema = z.object({
  id: z.string(),
  packId: z.string(),
  packLabel: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(GIFT_CARD_STATUSES),
  code: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  recipientName: z.string().nullable(),
  message: z.string().nullable(),
  frontGenerationId: z.string().nullable(),
  emailedAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;
export const giftCardListSchema = z.object({ cards: z.array(giftCardSchema) });

/** GET /api/gift-cards/front-pages: the buyer's recent finished pages to put on a card's front. */
export const giftFrontPagesSchema = z.object({
  pages: z.array(z.object({ id: z.string(), prompt: z.string(), previewUrl: z.string() })),
});
export type GiftFrontPages = z.infer<typeof giftFrontPagesSchema>;

/** How many recent pages the front-page choice offers. */
export const GIFT_FRONT_CHOICES = 12;

/** The words of gift cards: the buying choice, the card page, the PDF, the e-mail and /redeem. */
export const GIFT_TEXTS = {
  giveAsGift: 'Give as a gift',
  giftHint: 'Buy this pack for someone else: you get a printable gift card with a code.',
  pricingMention:
    'Every pack can also be given as a gift: you get a printable gift card, and we can e-mail it with your message.',
  recipientEmail: "Recipient's e-mail (optional)",
  recipientName: "Recipient's name (optional)",
  message: 'Message (optional)',
  front: 'Front of the card',
  defaultFront: 'A drawn gift box',
  buy: (label: string, price: string) => `Buy ${label} as a gift · ${price}`,
  pageTitle: 'Gift cards',
  pageIntro: 'Gift cards you bought. Print one, or download its PDF to send yourself.',
  empty: 'No gift cards yet.',
  download: 'Download PDF',
  pending: 'Waiting for the payment to be confirmed.',
  redeemable: 'Ready to give',
  redeemed: 'Redeemed',
  void: 'Void (refunded)',
  emailed: (to: string) => `E-mailed to ${to}`,
  pdfTitle: (label: string) => `Inkling gift card: ${label} pack`,
  pdfHeading: 'A gift of coloring pages',
  pdfPack: (label: string, credits: number) =>
    `${label} pack · ${credits} credits (${credits} coloring pages)`,
  pdfHowTo: (url: string) =>
    `How to redeem: go to ${url}, sign in, type the code and press Redeem. The credits never expire.`,
  pdfTo: (name: string) => `For ${name}`,
  emailSubject: (label: string) => `A gift for you: the Inkling ${label} pack`,
  emailIntro: 'Someone sent you a gift of coloring pages on Inkling.',
  redeemedMessage: (credits: number) => `Gift card redeemed: ${credits} credits added to your account.`,
  alreadyRedeemed: 'This gift card has already been redeemed.',
  voided: 'This gift card is no longer valid: its payment was refunded.',
  noPromoWithGift: 'A promo code cannot be used on a gift card.',
  notPaid: 'This gift card is waiting for its payment. Please try again later.',
} as const;

/**
 * Why a gift message (or recipient name) is refused: the kid-safety check, or the
 * personal-information check of community comments (the card is printed and e-mailed, and
 * children's details stay private). Keys as COMMENT_REFUSALS.
 */
export const GIFT_MESSAGE_REFUSALS = {
  unsafe: 'Let’s keep gift messages friendly. Please write something kind.',
  email: 'Please leave out e-mail addresses from the message. We keep children’s details private.',
  phone: 'Please leave out phone numbers from the message. We keep children’s details private.',
  address: 'Please leave out street addresses from the message. We keep children’s details private.',
  url: 'Please leave out web links from the message.',
  contact: 'Please leave out ways to reach you from the message. We keep children’s details private.',
  handle: 'Please leave out @names of social accounts from the message. We keep children’s details private.',
} as const;
