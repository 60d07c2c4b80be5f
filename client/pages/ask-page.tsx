import { useState } from 'react';
import { ASK_FIELDS, ASK_TOPICS, askSchema, MAX_SUBJECT_LENGTH } from '../../shared/service/ask-schema.ts';
import { MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, type FormSentResponse } from '../../shared/service/contact-fields.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { SelectField } from '../components/account/select-field.tsx';
import { NoteField } from '../components/desk/note-field.tsx';
import { TextField } from '../components/order/text-field.tsx';
import { FormSent } from '../components/service-forms/form-sent.tsx';
import { HoneypotField } from '../components/service-forms/honeypot-field.tsx';
import { useServiceForm } from '../components/service-forms/use-service-form.ts';
import { useSite } from '../site-context.tsx';

const ASK_API = '/api/forms/ask/';

function AskForm({ onSent }: { onSent: (answer: FormSentResponse) => void }) {
  const { t } = useSite();
  const form = useServiceForm({
    initial: { name: '', email: '', order_number: '', topic: '', subject: '', message: '' },
    order: ASK_FIELDS,
    schema: askSchema,
    api: ASK_API,
    onSent,
  });
  const label = (field: string) => t(`askForm.fields.${field}`);
  const topics = [{ value: '', text: t('askForm.chooseTopic') }, ...ASK_TOPICS.map((topic) => ({ value: topic, text: t(`askForm.topics.${topic}`) }))];
  return (
    <>
      <form className="account-form service-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <p className="form-field__hint">{t('askForm.requiredHint')}</p>
        <TextField {...form.textField('name')} label={label('name')} autoComplete="name" maxLength={MAX_NAME_LENGTH} />
        <TextField {...form.textField('email')} label={label('email')} type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
        <TextField {...form.textField('order_number')} label={label('order_number')} hint={t('askForm.orderHint')} required={false} autoComplete="off" maxLength={20} />
        <SelectField {...form.textField('topic')} selectRef={form.textField('topic').inputRef} label={label('topic')} options={topics} />
        <TextField {...form.textField('subject')} label={label('subject')} autoComplete="off" maxLength={MAX_SUBJECT_LENGTH} />
        <NoteField {...form.textField('message')} label={label('message')} rows={6} maxLength={MAX_MESSAGE_LENGTH} />
        <HoneypotField {...form.honeypot} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('askForm.sending') : t('askForm.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </>
  );
}

/**
 * /ask/ (core 2 "questions form", issue 16 item 6): a question to customer
 * service, with an order number when it is about one. What was typed stays
 * after any refusal; once sent, the page shows the reference the receipt mail
 * repeats, and the way to ask something else.
 */
export default function AskPage() {
  const { t, href } = useSite();
  const [sent, setSent] = useState<FormSentResponse | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="account-page service-page">
      <h1 className="account-page__title">{t('askForm.title')}</h1>
      <p>{t('askForm.intro')}</p>
      {sent
        ? <FormSent text={sent.message} again={t('askForm.sendAnother')} onAgain={() => { setSent(null); setRound(round + 1); }} />
        : <AskForm key={round} onSent={setSent} />}
      <h2 className="service-page__heading">{t('askForm.otherWays')}</h2>
      <ul className="account-page__links">
        <li><a href={href('returns')}>{t('askForm.links.returns')}</a></li>
        <li><a href={href('reclamation')}>{t('askForm.links.reclamation')}</a></li>
        <li><a href={href('viewOrder')}>{t('askForm.links.viewOrder')}</a></li>
        <li><a href={href('faq')}>{t('askForm.links.faq')}</a></li>
      </ul>
    </div>
  );
}
