/**
 * POST /api/giftcampaigns/validate_code/ (cat 7) and the code form of the
 * product page's gift-campaign mode (cat 4 Gift campaign redeem, cat 5
 * "Gift-campaign code: required, trimmed"), shared by the form and the
 * worker. Messages are dictionary keys of the giftCampaign namespace, so
 * the server's 400 shown on the field reads as the form's own check does.
 */
import * as v from 'valibot';
import type { FieldErrorTexts } from '../validation.ts';
import { MAX_CATEGORY_SLUG_LENGTH, MAX_TYPED_CODE_LENGTH } from './campaign-code.ts';

export const GIFT_CODE_MESSAGES = {
  required: 'giftCampaign.code.required',
  wrong: 'giftCampaign.code.wrong',
  used: 'giftCampaign.code.used',
  ended: 'giftCampaign.code.ended',
  notStarted: 'giftCampaign.code.notStarted',
  otherCampaign: 'giftCampaign.code.otherCampaign',
  otherProduct: 'giftCampaign.code.otherProduct',
  /** A product or category only a broken client sends: the form says "An unexpected error(#4924)". */
  unexpected: 'giftCampaign.unexpected',
} as const;

export { MAX_TYPED_CODE_LENGTH };

export const validateCodeSchema = v.object({
  code: v.pipe(v.string(GIFT_CODE_MESSAGES.required), v.trim(), v.nonEmpty(GIFT_CODE_MESSAGES.required),
    v.maxLength(MAX_TYPED_CODE_LENGTH, GIFT_CODE_MESSAGES.wrong)),
  /** A variant id: the product page calls variants products (cat 3 products). */
  product_id: v.pipe(v.number(GIFT_CODE_MESSAGES.unexpected), v.integer(GIFT_CODE_MESSAGES.unexpected),
    v.minValue(1, GIFT_CODE_MESSAGES.unexpected), v.maxValue(2 ** 31 - 1, GIFT_CODE_MESSAGES.unexpected)),
  category_slug: v.pipe(v.string(GIFT_CODE_MESSAGES.unexpected), v.minLength(1, GIFT_CODE_MESSAGES.unexpected), v.maxLength(MAX_CATEGORY_SLUG_LENGTH, GIFT_CODE_MESSAGES.unexpected)),
});

export type ValidateCodeRequest = v.InferOutput<typeof validateCodeSchema>;

const MISSING: Record<string, string> = { code: GIFT_CODE_MESSAGES.required };

/** How the worker names the fields' messages (a missing code is required; anything else unexpected). */
export const VALIDATE_CODE_TEXTS: FieldErrorTexts = {
  notAnObject: GIFT_CODE_MESSAGES.unexpected, missing: (field) => MISSING[field] ?? GIFT_CODE_MESSAGES.unexpected, topLevel: true,
};
