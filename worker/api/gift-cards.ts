import { Hono } from 'hono';
import { giftCardBalanceSchema, type GiftCardBalance } from '../../shared/gift-card/gift-card-code.ts';
import { getGiftCardBalance } from '../data/gift-cards.ts';
import { notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { firstFieldMessage, validate } from '../middleware/validate.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { GIFT_CARD_BALANCE_LIMIT } from '../services/rate-limit.ts';
import { rateLimited } from './rate-limited.ts';

/**
 * POST /api/giftcards/balance/ {code} (issue 17 item 3, decision 028): a gift
 * card's balance in euro and its expiry (YYYY-MM-DD or null), for the
 * balance check on the gift card page. The code travels in the body, never
 * in an address a log or a history keeps. 400 with the field's message for a
 * code that cannot be one, 404 for one no enabled card has; counted per
 * client before anything else, so bad input is counted too.
 */
export const giftCardsApi = new Hono<AppEnv>();

giftCardsApi.post('/giftcards/balance/', noStoreMiddleware, sameOriginMiddleware, rateLimited(GIFT_CARD_BALANCE_LIMIT),
  validate('json', giftCardBalanceSchema, {
    code: 'invalid_code', message: firstFieldMessage, translate: true, root: 'code',
    notAnObject: 'giftCards.balance.codeRequired', missing: 'giftCards.balance.codeRequired',
  }),
  async (c) => {
    const card = await getGiftCardBalance(c.env.DB, c.req.valid('json').code);
    if (!card) throw notFound(c.get('t')('giftCards.balance.notFound'));
    return c.json({ balance: card.balance, expires_at: card.expires_at } satisfies GiftCardBalance);
  });
