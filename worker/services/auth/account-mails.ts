/**
 * The account mails (issue 15 item 8), each in the customer's language, as
 * HTML and text through the one layout, queued through the outbox.
 */
import type { Language } from '../../../shared/languages.ts';
import { translatorFor } from '../../i18n.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { AccountContext } from './account-context.ts';

export type AccountMailKind = 'activation' | 'activation_reminder' | 'account_exists' | 'password_reset' | 'delete_account' | 'account_deleted';

interface AccountMail {
  kind: AccountMailKind;
  to: string;
  language: Language;
  name: string;
  /** The link the mail's button opens; absent for a mail that only informs. */
  actionUrl?: string;
  /** A second link at the end (stop reminders). */
  stopUrl?: string;
}

export async function sendAccountMail(context: AccountContext, mail: AccountMail): Promise<void> {
  const t = translatorFor(mail.language);
  const key = `accountMail.${mail.kind}`;
  const brand = context.brandName;
  const composed = composeMail({
    subject: t(`${key}.subject`, { brand }),
    heading: mail.name ? t('accountMail.greeting', { name: mail.name }) : t('accountMail.greetingNoName'),
    paragraphs: [t(`${key}.body`, { brand })],
    action: mail.actionUrl ? { label: t(`${key}.action`), url: mail.actionUrl } : undefined,
    after: [t(`${key}.after`, { brand }), ...(mail.stopUrl ? [`${t('accountMail.stopReminders')} ${mail.stopUrl}`] : [])],
    brandName: brand,
    language: mail.language,
  });
  await queueMail(context.env, { kind: `account_${mail.kind}`, to: mail.to, language: mail.language, mail: composed }, context.now);
}
