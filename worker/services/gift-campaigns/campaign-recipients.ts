/**
 * Recipients of a company's campaign (issue 17 item 2 "add recipient emails
 * one by one or pasted in bulk, each mailed its code in the recipient's
 * language"; decision 027): every good address gets a new code of the chosen
 * category and a mail with the category's page and the code; what is no
 * address is answered back as typed, and nothing is stored for it. The mails
 * and their codes' mailed_at are written in D1 batches and queued with
 * sendBatch (queueMails), not one by one.
 */
import { formatCampaignCode } from '../../../shared/gift-campaign/campaign-code.ts';
import { MAX_RECIPIENTS_PER_REQUEST, splitRecipientEmails } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { Language } from '../../../shared/languages.ts';
import type { CampaignDetail, RecipientsResponse } from '../../../shared/types/campaign-admin.ts';
import { findCompanyCampaign } from '../../data/campaign-admin.ts';
import { markCodeMailedStatement } from '../../data/campaign-codes.ts';
import { translatorFor } from '../../i18n.ts';
import type { AccountContext } from '../auth/account-context.ts';
import { displayDate } from '../../../shared/product/product-title.ts';
import { composeMail, type ComposedMail } from '../mail/compose-mail.ts';
import { queueMails } from '../mail/queue-mail.ts';
import { CAMPAIGN_MAILS_LIMIT, countRequest } from '../rate-limit.ts';
import { createCodes } from './campaign-management.ts';

export interface RecipientsRequest { categoryId: number; language: Language; emails: string }

export type RecipientsOutcome =
  | ({ kind: 'added' } & RecipientsResponse)
  | { kind: 'not_found' } | { kind: 'no_category' } | { kind: 'too_many' }
  /** Past the company's mails an hour (CAMPAIGN_MAILS_LIMIT); nothing was sent. */
  | { kind: 'limited'; retryAfterSeconds: number };

export async function addRecipients(context: AccountContext, companyId: number, campaignId: number, request: RecipientsRequest): Promise<RecipientsOutcome> {
  const db = context.env.DB;
  const { good, bad } = splitRecipientEmails(request.emails);
  if (good.length > MAX_RECIPIENTS_PER_REQUEST) return { kind: 'too_many' };
  const campaign = await findCompanyCampaign(db, companyId, campaignId, request.language);
  if (!campaign) return { kind: 'not_found' };
  const category = campaign.categories.find((entry) => entry.id === request.categoryId);
  if (!category) return { kind: 'no_category' };
  if (good.length === 0) return { kind: 'added', added: [], invalid: bad };
  // Each mail counts, once the paste is read: a paste of typos costs nothing.
  const counted = await countRequest(db, CAMPAIGN_MAILS_LIMIT, `company:${companyId}`, context.now, Math.random, good.length);
  if (!counted.allowed) return { kind: 'limited', retryAfterSeconds: counted.retryAfterSeconds };
  const created = await createCodes(db, campaignId, category.id, good.map((email) => ({ recipientEmail: email, recipientLanguage: request.language })), context.now);
  if (created.kind !== 'created') return created;
  const now = context.now.toISOString();
  await queueMails(context.env, created.codes.map((code) => ({
    kind: 'gift_campaign_code', to: code.recipientEmail!, language: request.language,
    mail: campaignCodeMail(context, campaign, category, { language: request.language, code: code.code }),
    with: markCodeMailedStatement(db, code.id, now),
  })), context.now);
  const added = created.codes.map((code) => ({ email: code.recipientEmail!, code: formatCampaignCode(code.code) }));
  return { kind: 'added', added, invalid: bad };
}

function campaignCodeMail(
  context: AccountContext, campaign: CampaignDetail, category: CampaignDetail['categories'][number], recipient: { language: Language; code: string },
): ComposedMail {
  const t = translatorFor(recipient.language);
  const brand = context.brandName;
  return composeMail({
    subject: t('giftMail.campaignCode.subject', { campaign: campaign.name, brand }),
    heading: t('giftMail.campaignCode.heading', { campaign: campaign.name }),
    paragraphs: [t('giftMail.campaignCode.body', { category: category.name, brand })],
    table: [{ label: t('giftMail.campaignCode.code'), value: formatCampaignCode(recipient.code), strong: true }],
    action: { label: t('giftMail.campaignCode.action'), url: context.links.route('giftcampaignsCategory', recipient.language, { category: category.slug }) },
    // A campaign without an end (an imported one) names no last day.
    after: [campaign.ends_on ? t('giftMail.campaignCode.after', { last: displayDate(campaign.ends_on) }) : t('giftMail.campaignCode.afterNoEnd')],
    brandName: brand,
    language: recipient.language,
  });
}
