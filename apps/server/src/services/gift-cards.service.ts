import { randomUUID } from 'node:crypto';
import {
  formatGiftCode,
  GIFT_FRONT_CHOICES,
  GIFT_MESSAGE_REFUSALS,
  GIFT_TEXTS,
  type GiftCard,
  type GiftFrontPages,
  type GiftOptions,
} from '@inkling/contracts/gift-cards';
import { CREDIT_PACKS, type CreditPack } from '@inkling/contracts/pricing';
import { writeGiftCardPdf } from '@inkling/engine/gift';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { GiftCardRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { fileUrl } from '../presenters/generation.presenter';
import * as credits from '../repositories/credits.repository';
import { findOwnedGeneration } from '../repositories/generations.repository';
import * as gifts from '../repositories/gift-cards.repository';
import { readOwnedFileBytes } from './files.service';
import { hashGiftCode, newGiftCode, openGiftCode, sealGiftCode } from './gift-codes';
import { sendMail } from './mail.service';
import { assertKidSafe } from './safety.service';

/**
 * Gift cards (issue 34 "Gift cards"; docs/decisions/022-gift-cards.md). A card is made with
 * its checkout session (status pending_payment) and becomes redeemable when the payment is
 * confirmed: the local test checkout's Pay, or Stripe's signed `checkout.session.completed`
 * webhook (never the browser's return). A recipient redeems it once at /redeem for the
 * pack's credits, one ledger entry `gift:<card id>` naming the card. A Stripe refund
 * (`charge.refunded`) voids an unredeemed card.
 */

/** Ledger reason of credits granted by a gift card. */
export const GIFT_REASON = 'gift';

/**
 * Checks a gift's options before anything is stored or paid: the message passes the
 * kid-safety check and the personal-information check used for community comments (no
 * e-mail addresses, phone numbers, street addresses, links or @handles: the message is
 * printed and e-mailed); the recipient's name passes the kid-safety check; the front page is
 * one of the buyer's own finished pages. Throws 422 blocked_prompt (GIFT_MESSAGE_REFUSALS)
 * for a refused text, 404 for a page that is not the buyer's, 409 for an unfinished page.
 */
export async function assertGiftOptionsAllowed(
  ctx: AppContext,
  buyerId: string,
  gift: GiftOptions,
): Promise<void> {
  for (const text of [gift.message, gift.recipientName]) {
    if (!text) continue;
    try {
      await assertKidSafe(ctx, text, 'comment');
    } catch (error) {
      if (error instanceof AppError && error.code === 'blocked_prompt') {
        throw new AppError('blocked_prompt', GIFT_MESSAGE_REFUSALS.unsafe, { category: error.category });
      }
      throw error;
    }
    const finding = ctx.engine.findPersonalInformation(text);
    if (finding) {
      throw new AppError('blocked_prompt', GIFT_MESSAGE_REFUSALS[finding.kind], {
        category: `personal-information:${finding.kind}`,
      });
    }
  }
  if (gift.frontGenerationId) {
    const page = await findOwnedGeneration(ctx.db, buyerId, gift.frontGenerationId);
    if (!page) throw notFound('Page');
    if (page.status !== 'completed' || !page.printFileId) {
      throw new AppError('conflict', 'Choose a finished page for the front of the card');
    }
  }
}

/**
 * Makes the card of a new gift checkout session (status pending_payment) with a fresh code:
 * stored as its hash and sealed (decision 022). `pack` and `amountCents` come from the
 * catalog, never the client. Call after `assertGiftOptionsAllowed`.
 */
export async function createGiftCard(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: {
    buyerId: string;
    checkoutSessionId: string;
    pack: CreditPack;
    amountCents: number;
    gift: GiftOptions;
  },
): Promise<GiftCardRow> {
  const id = randomUUID();
  const code = newGiftCode();
  return gifts.insertGiftCard(ctx.db, {
    id,
    buyerId: input.buyerId,
    checkoutSessionId: input.checkoutSessionId,
    packId: input.pack.id,
    credits: input.pack.credits,
    amountCents: input.amountCents,
    codeHash: hashGiftCode(code),
    codeSealed: sealGiftCode(ctx.config.authSecret, id, code),
    recipientEmail: input.gift.recipientEmail ?? null,
    recipientName: input.gift.recipientName ?? null,
    message: input.gift.message ?? null,
    frontGenerationId: input.gift.frontGenerationId ?? null,
  });
}

/**
 * Marks the card of a paid session redeemable (once; later deliveries change nothing) and,
 * when it has a recipient e-mail and the server has SMTP settings, e-mails the card
 * (`emailGiftCard`; a failure is logged, the card stays redeemable and printable). Returns
 * the card when this call made it redeemable.
 */
export async function giftSessionPaid(
  ctx: AppContext,
  sessionId: string,
  paymentIntentId: string | null,
): Promise<GiftCardRow | undefined> {
  const card = await gifts.markGiftCardPaid(ctx.db, sessionId, { paidAt: ctx.clock(), paymentIntentId });
  if (!card) return undefined;
  ctx.logger.info({ giftCardId: card.id, sessionId }, 'gift card paid');
  try {
    await emailGiftCard(ctx, card);
  } catch (err) {
    ctx.logger.error({ err, giftCardId: card.id }, 'gift card e-mail failed');
  }
  return card;
}

/**
 * E-mails a paid card to its recipient (issue 34): subject GIFT_TEXTS.emailSubject, a plain
 * text body with the message, the code and how to redeem, and the printable card as a PDF
 * attachment; then records `emailed_at`. Does nothing (false) without a recipient or without
 * SMTP settings. Throws what the SMTP client throws.
 */
export async function emailGiftCard(ctx: AppContext, card: GiftCardRow): Promise<boolean> {
  if (!card.recipientEmail || !ctx.config.mail) return false;
  const pack = giftPack(card);
  const code = giftCodeOf(ctx, card);
  const lines = [
    card.recipientName ? `Hello ${card.recipientName},` : 'Hello,',
    '',
    GIFT_TEXTS.emailIntro,
    ...(card.message ? ['', card.message] : []),
    '',
    GIFT_TEXTS.pdfPack(pack.label, card.credits),
    `Your code: ${code}`,
    '',
    GIFT_TEXTS.pdfHowTo(`${ctx.config.publicUrl}/redeem`),
    '',
    'The printable gift card is attached (PDF).',
  ];
  const sent = await sendMail(ctx, {
    to: card.recipientEmail,
    subject: GIFT_TEXTS.emailSubject(pack.label),
    text: lines.join('\n'),
    attachments: [
      {
        filename: `inkling-gift-card-${card.packId}.pdf`,
        content: Buffer.from(await renderGiftCard(ctx, card)),
        contentType: 'application/pdf',
      },
    ],
  });
  if (sent) await gifts.markGiftCardEmailed(ctx.db, card.id, ctx.clock());
  return sent;
}

/**
 * Voids the unredeemed card paid with this Stripe payment intent after a full refund
 * (`charge.refunded` with `refunded: true`). A redeemed card stays redeemed (its credits may
 * be spent); that is logged for a person to look at. Returns the voided card, if any.
 */
export async function voidRefundedGift(
  ctx: AppContext,
  paymentIntentId: string,
): Promise<GiftCardRow | undefined> {
  const voided = await gifts.voidGiftCardByPaymentIntent(ctx.db, paymentIntentId, ctx.clock());
  if (voided) {
    ctx.logger.info({ giftCardId: voided.id, paymentIntentId }, 'gift card voided after a refund');
    return voided;
  }
  const card = await gifts.findGiftCardByPaymentIntent(ctx.db, paymentIntentId);
  if (card?.status === 'redeemed') {
    ctx.logger.warn({ giftCardId: card.id, paymentIntentId }, 'refund of a gift card already redeemed');
  }
  return undefined;
}

/** The reason a card that exists cannot be redeemed now, as the user-facing message. */
function giftRefusal(status: GiftCardRow['status']): string {
  if (status === 'redeemed') return GIFT_TEXTS.alreadyRedeemed;
  if (status === 'void') return GIFT_TEXTS.voided;
  return GIFT_TEXTS.notPaid;
}

/**
 * Redeems the gift card whose code has canonical letters `code` for the user: in one
 * transaction under the user's balance lock, the card goes redeemable → redeemed (a
 * conditional UPDATE: of 20 requests at once only one finds it redeemable), then the ledger
 * entry `gift:<card id>` (reason `gift`, naming the card) and the balance. Returns the
 * credits added, or null when no card has this code (a promo code may). Throws conflict with
 * GIFT_TEXTS.alreadyRedeemed / voided / notPaid.
 */
export async function redeemGiftCard(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<{ creditsAdded: number; giftCardId: string } | null> {
  const card = await gifts.findGiftCardByHash(ctx.db, hashGiftCode(code));
  if (!card) return null;
  if (card.status !== 'redeemable') throw new AppError('conflict', giftRefusal(card.status));
  const now = ctx.clock();
  await ctx.db.transaction(async (tx: Db) => {
    await credits.lockBalance(tx, userId);
    const claimed = await gifts.claimGiftCard(tx, card.id, userId, now);
    if (!claimed) {
      const current = await gifts.findGiftCardByHash(tx, card.codeHash);
      throw new AppError('conflict', giftRefusal(current?.status ?? 'redeemed'));
    }
    const written = await credits.appendLedger(tx, {
      userId,
      delta: claimed.credits,
      reason: GIFT_REASON,
      idempotencyKey: `gift:${card.id}`,
      giftCardId: card.id,
      createdAt: now,
    });
    if (!written) throw new AppError('conflict', GIFT_TEXTS.alreadyRedeemed);
    await credits.addToBalance(tx, userId, claimed.credits);
  });
  ctx.logger.info({ giftCardId: card.id, userId }, 'gift card redeemed');
  return { creditsAdded: card.credits, giftCardId: card.id };
}

/** The pack of a card (from the one catalog). */
export function giftPack(card: GiftCardRow): CreditPack {
  const pack = CREDIT_PACKS.find((p) => p.id === card.packId);
  if (!pack) throw new Error(`gift card ${card.id} has unknown pack ${card.packId}`);
  return pack;
}

/** The card's code in groups of four (opened from its seal). */
export function giftCodeOf(ctx: Pick<AppContext, 'config'>, card: GiftCardRow): string {
  return formatGiftCode(openGiftCode(ctx.config.authSecret, card.id, card.codeSealed));
}

/** The presenter of a card for its buyer: the code only once paid. */
export function presentGiftCard(ctx: Pick<AppContext, 'config'>, card: GiftCardRow): GiftCard {
  return {
    id: card.id,
    packId: card.packId,
    packLabel: giftPack(card).label,
    credits: card.credits,
    amountCents: card.amountCents,
    status: card.status,
    code: card.status === 'pending_payment' ? null : giftCodeOf(ctx, card),
    recipientEmail: card.recipientEmail,
    recipientName: card.recipientName,
    message: card.message,
    frontGenerationId: card.frontGenerationId,
    emailedAt: card.emailedAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
    paidAt: card.paidAt?.toISOString() ?? null,
    redeemedAt: card.redeemedAt?.toISOString() ?? null,
  };
}

/** The buyer's cards, newest first. */
export async function listGiftCards(ctx: AppContext, buyerId: string): Promise<GiftCard[]> {
  return (await gifts.listGiftCards(ctx.db, buyerId)).map((card) => presentGiftCard(ctx, card));
}

/** One of the buyer's cards (404 for a foreign or unknown id). */
export async function ownedGiftCard(ctx: AppContext, buyerId: string, id: string): Promise<GiftCardRow> {
  const card = await gifts.findOwnedGiftCard(ctx.db, buyerId, id);
  if (!card) throw notFound('Gift card');
  return card;
}

/**
 * The printable card of one of the buyer's paid cards (issue 34): a two-page PDF from the
 * engine (`writeGiftCardPdf`): front the chosen page's print PNG (one of the buyer's own,
 * checked at purchase; the drawn default when none was chosen or it has gone), back the
 * code, pack, message and how to redeem at PUBLIC_URL/redeem. Throws 404 for a foreign or
 * unknown card, 409 with GIFT_TEXTS.notPaid while payment is pending and GIFT_TEXTS.voided
 * for a void card.
 */
export async function giftCardPdf(
  ctx: AppContext,
  buyerId: string,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const card = await ownedGiftCard(ctx, buyerId, id);
  if (card.status === 'pending_payment') throw new AppError('conflict', GIFT_TEXTS.notPaid);
  if (card.status === 'void') throw new AppError('conflict', GIFT_TEXTS.voided);
  return { bytes: await renderGiftCard(ctx, card), fileName: `inkling-gift-card-${card.packId}.pdf` };
}

/** The card's PDF bytes (see giftCardPdf); also attached to the recipient's e-mail. */
export async function renderGiftCard(ctx: AppContext, card: GiftCardRow): Promise<Uint8Array> {
  const pack = giftPack(card);
  let frontPng: Uint8Array | null = null;
  if (card.frontGenerationId && card.buyerId) {
    const page = await findOwnedGeneration(ctx.db, card.buyerId, card.frontGenerationId);
    if (page?.printFileId) frontPng = (await readOwnedFileBytes(ctx, card.buyerId, page.printFileId)) ?? null;
  }
  return writeGiftCardPdf({
    frontPng,
    code: giftCodeOf(ctx, card),
    heading: GIFT_TEXTS.pdfHeading,
    packLine: GIFT_TEXTS.pdfPack(pack.label, card.credits),
    toLine: card.recipientName ? GIFT_TEXTS.pdfTo(card.recipientName) : null,
    message: card.message,
    howTo: GIFT_TEXTS.pdfHowTo(`${ctx.config.publicUrl}/redeem`),
    title: GIFT_TEXTS.pdfTitle(pack.label),
    creationDate: card.paidAt ?? card.createdAt,
  });
}

/** The buyer's newest finished pages (GIFT_FRONT_CHOICES) for the card's front, with their previews. */
export async function giftFrontPages(ctx: AppContext, buyerId: string): Promise<GiftFrontPages> {
  const rows = await gifts.recentFinishedPages(ctx.db, buyerId, GIFT_FRONT_CHOICES);
  return { pages: rows.map((r) => ({ id: r.id, prompt: r.prompt, previewUrl: fileUrl(r.previewFileId!) })) };
}
