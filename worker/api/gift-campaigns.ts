import { Hono } from 'hono';
import { GIFT_CODE_MESSAGES, VALIDATE_CODE_TEXTS, validateCodeSchema } from '../../shared/gift-campaign/validate-code-schema.ts';
import type { ValidateCodeResponse } from '../../shared/types/gift-campaign.ts';
import { badInput } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { firstFieldMessage, validate } from '../middleware/validate.ts';
import { checkCampaignCode } from '../services/gift-campaigns/redeem-code.ts';
import { GIFT_CAMPAIGN_CODE_LIMIT } from '../services/rate-limit.ts';
import { rateLimited } from './rate-limited.ts';

/**
 * POST /api/giftcampaigns/validate_code/ (cat 7, cat 4 Gift campaign redeem;
 * decision 026): {code, product_id (a variant id), category_slug} → 200
 * {giftcampaign_data: {code (normalised), campaign (the category slug)},
 * product_id}. A code that cannot be redeemed for the variant in the
 * category is a 400 with its message on `code` (wrong, used, ended or not
 * started, another campaign's, not for this product), in the request's
 * language; other bad input is a 400 on its field. Nothing is reserved
 * here: the order does that (the checkout re-checks the code). Counted per
 * client before anything else; other keys of the body are ignored.
 */
export const giftCampaignsApi = new Hono<AppEnv>();

giftCampaignsApi.post('/giftcampaigns/validate_code/', noStoreMiddleware, sameOriginMiddleware, rateLimited(GIFT_CAMPAIGN_CODE_LIMIT),
  validate('json', validateCodeSchema, { ...VALIDATE_CODE_TEXTS, code: 'invalid_code', message: firstFieldMessage, translate: true }),
  async (c) => {
    const { code, product_id: variantId, category_slug: categorySlug } = c.req.valid('json');
    const check = await checkCampaignCode(c.env.DB, { code, variantId, categorySlug }, new Date());
    if (!check.ok) {
      const message = c.get('t')(GIFT_CODE_MESSAGES[check.refusal]);
      throw badInput('invalid_code', message, { code: message });
    }
    return c.json({ giftcampaign_data: { code: check.code, campaign: check.categorySlug }, product_id: variantId } satisfies ValidateCodeResponse);
  });
