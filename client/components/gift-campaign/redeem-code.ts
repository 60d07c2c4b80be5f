import { validateInput } from '../../../shared/validation.ts';
import { GIFT_CODE_MESSAGES, VALIDATE_CODE_TEXTS, validateCodeSchema } from '../../../shared/gift-campaign/validate-code-schema.ts';
import type { GiftCampaignData, ValidateCodeResponse } from '../../../shared/types/gift-campaign.ts';
import { postAccount } from '../account/account-call.ts';

export const VALIDATE_CODE_PATH = '/api/giftcampaigns/validate_code/';

/** How a code check went: the campaign data, the code field's message (already translated), or #4924. */
export type RedeemOutcome = { kind: 'ok'; data: GiftCampaignData } | { kind: 'invalid'; message: string } | { kind: 'unexpected' };

/**
 * cat 5 "Gift-campaign code: required, trimmed", then cat 7's call: a 400 with
 * a message on `code` shows it on the field; anything else (another field's
 * 400, a 429, a failure) is "An unexpected error(#4924)" (cat 8).
 */
export async function redeemCode(
  input: { code: string; variantId: number; categorySlug: string }, language: string, t: (key: string) => string, send?: typeof fetch,
): Promise<RedeemOutcome> {
  const body = { code: input.code.trim(), product_id: input.variantId, category_slug: input.categorySlug };
  const local = validateInput(validateCodeSchema, body, VALIDATE_CODE_TEXTS);
  if (!local.ok) return local.fields.code ? { kind: 'invalid', message: t(local.fields.code) } : { kind: 'unexpected' };
  const answer = await postAccount<ValidateCodeResponse>(VALIDATE_CODE_PATH, local.request, language, send);
  if (answer.kind === 'ok' && answer.body.giftcampaign_data) return { kind: 'ok', data: answer.body.giftcampaign_data };
  if (answer.kind === 'refused' && answer.status === 400 && answer.fields.code) return { kind: 'invalid', message: answer.fields.code };
  return { kind: 'unexpected' };
}

export { GIFT_CODE_MESSAGES };
