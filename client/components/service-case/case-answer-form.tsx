import { CASE_ANSWER_MESSAGES, caseAnswerSchema, MAX_NOTE_LENGTH } from '../../../shared/service/case-desk-schema.ts';
import type { CaseActionResponse } from '../../../shared/types/case-desk.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';
import { useAccountForm } from '../account/use-account-form.ts';
import { NoteField } from '../desk/note-field.tsx';

const check = (values: Record<string, unknown>) => {
  const result = validateInput(caseAnswerSchema, values, { missing: CASE_ANSWER_MESSAGES.required, notAnObject: CASE_ANSWER_MESSAGES.invalid });
  return result.ok ? {} : result.fields;
};

/**
 * The customer's answer to customer service's question (issue 16 item 3):
 * the case goes back to processing and customer service hears of it. What
 * was typed stays on a refusal or a failed send.
 */
export function CaseAnswerForm({ apiBase, question, onAnswered }: { apiBase: string; question: string; onAnswered: (message: string) => void }) {
  const { t, config } = useSite();
  const form = useAccountForm<{ answer: string }, CaseActionResponse>({
    initial: { answer: '' },
    order: ['answer'],
    check,
    send: (values) => postAccount<CaseActionResponse>(`${apiBase}answer/`, values, config.language),
    onSent: () => onAnswered(t('serviceCase.answer.done')),
  });
  return (
    <section className="service-case__section service-case__question" aria-labelledby="service-case-question">
      <h2 className="service-case__heading" id="service-case-question">{t('serviceCase.answer.title')}</h2>
      <p className="service-case__question-text">{question}</p>
      <form className="desk-form" noValidate aria-busy={form.sending} onSubmit={(event) => void form.submit(event)}>
        <NoteField {...form.textField('answer')} idPrefix="answer-form" label={t('serviceCase.answer.label')} maxLength={MAX_NOTE_LENGTH} rows={5} />
        <button className="button button--primary" type="submit" disabled={form.sending}>{form.sending ? t('serviceCase.answer.sending') : t('serviceCase.answer.submit')}</button>
        {form.alert ? <AccountAlert text={form.alert.text} /> : null}
      </form>
    </section>
  );
}
