import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { giftCardListSchema, giftCardSchema, giftFrontPagesSchema } from '@inkling/contracts/gift-cards';
import type { AppContext } from '../context';
import {
  giftCardPdf,
  giftFrontPages,
  listGiftCards,
  ownedGiftCard,
  presentGiftCard,
} from '../services/gift-cards.service';
import { attachmentHeader } from './books.routes';
import { type AppEnv, errors, json, requireUserId, SESSION } from './openapi';

const params = z.object({ id: z.uuid() });

const list = createRoute({
  method: 'get',
  operationId: 'listGiftCards',
  ...SESSION,
  path: '/gift-cards',
  summary: "The buyer's gift cards, newest first (codes only once paid)",
  responses: { 200: json(giftCardListSchema, 'Gift cards'), ...errors(401) },
});
const fronts = createRoute({
  method: 'get',
  operationId: 'listGiftFrontPages',
  ...SESSION,
  path: '/gift-cards/front-pages',
  summary: "The buyer's newest finished pages to choose a card's front from",
  responses: { 200: json(giftFrontPagesSchema, 'Pages'), ...errors(401) },
});
const one = createRoute({
  method: 'get',
  operationId: 'getGiftCard',
  ...SESSION,
  path: '/gift-cards/{id}',
  summary: 'One of the buyer’s gift cards',
  request: { params },
  responses: { 200: json(giftCardSchema, 'The card'), ...errors(400, 401, 404) },
});

const pdf = createRoute({
  method: 'get',
  operationId: 'downloadGiftCard',
  ...SESSION,
  path: '/gift-cards/{id}/card.pdf',
  summary: 'The printable gift card (PDF: front a coloring page, back the code and how to redeem)',
  request: { params },
  responses: {
    200: {
      description: 'The card',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errors(400, 401, 404, 409),
  },
});

/**
 * Gift cards (issue 34): GET /api/gift-cards, GET /api/gift-cards/:id and
 * GET /api/gift-cards/:id/card.pdf for the buyer (404 for anyone else's). Cards are bought through POST /api/checkout with `gift` and
 * redeemed through POST /api/redeem.
 */
export function giftCardRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => c.json({ cards: await listGiftCards(ctx, requireUserId(c)) }, 200))
    .openapi(fronts, async (c) => c.json(await giftFrontPages(ctx, requireUserId(c)), 200))
    .openapi(one, async (c) => {
      const card = await ownedGiftCard(ctx, requireUserId(c), c.req.valid('param').id);
      return c.json(presentGiftCard(ctx, card), 200);
    })
    .openapi(pdf, async (c) => {
      const file = await giftCardPdf(ctx, requireUserId(c), c.req.valid('param').id);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachmentHeader(file.fileName),
        'Content-Length': String(file.bytes.length),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
