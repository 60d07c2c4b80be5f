import { caseNoteSchema, caseRefundSchema, MAX_NOTE_LENGTH } from '../../../shared/service/case-desk-schema.ts';
import { EURO, formatPrice } from '../../../shared/money.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { NoteField } from '../desk/note-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { useCaseForm } from './use-case-form.ts';

interface NoteFormProps {
  apiBase: string;
  /** 'question' (shown to the customer and mailed) or 'comment' (staff only). */
  action: 'question' | 'comment';
  onDone: (message: string) => void;
}

/** A question to the customer (the case then waits for their answer) or a comment hidden from them (issue 16 item 3). */
export function CaseNoteForm({ apiBase, action, onDone }: NoteFormProps) {
  const { t } = useSite();
  const { form, submit } = useCaseForm({
    path: `${apiBase}${action}/`, schema: caseNoteSchema, initial: { note: '' }, order: ['note'], doneKey: `caseDesk.actions.${action}Done`, onDone,
  });
  return (
    <form className="desk-form" noValidate aria-busy={form.sending} onSubmit={submit}>
      <NoteField {...form.textField('note')} idPrefix={`${action}-form`} label={t(`caseDesk.actions.${action}Label`)} hint={t(`caseDesk.actions.${action}Hint`)}
        maxLength={MAX_NOTE_LENGTH} />
      <button className="button button--primary" type="submit" disabled={form.sending}>{form.sending ? t('caseDesk.actions.sending') : t(`caseDesk.actions.${action}Submit`)}</button>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}

/** Recording a refund in euro (issue 16 item 3): at most what the case's rows were paid, less earlier refunds. */
export function CaseRefundForm({ apiBase, refundable, onDone }: { apiBase: string; refundable: number; onDone: (message: string) => void }) {
  const { t, config } = useSite();
  const { form, submit } = useCaseForm({
    path: `${apiBase}refund/`, schema: caseRefundSchema, initial: { amount: '' }, order: ['amount'], doneKey: 'caseDesk.actions.refundDone', onDone,
  });
  return (
    <form className="desk-form" noValidate aria-busy={form.sending} onSubmit={submit}>
      <TextField {...form.textField('amount')} label={t('caseDesk.actions.refundLabel')} autoComplete="off" maxLength={12}
        hint={t('caseDesk.actions.refundHint', { max: formatPrice(refundable, EURO, config.language) })} />
      <button className="button button--primary" type="submit" disabled={form.sending}>{form.sending ? t('caseDesk.actions.sending') : t('caseDesk.actions.refundSubmit')}</button>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}
