import { caseStatusSchema, MAX_NOTE_LENGTH } from '../../../shared/service/case-desk-schema.ts';
import type { CaseStatus } from '../../../shared/service/case-status.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { SelectField } from '../account/select-field.tsx';
import { NoteField } from '../desk/note-field.tsx';
import { useCaseStatusLabel } from './case-labels.ts';
import { useCaseForm } from './use-case-form.ts';

interface CaseStatusFormProps {
  apiBase: string;
  /** The moves allowed now (shared/service/case-status.ts); more information is asked with the question form. */
  statuses: readonly CaseStatus[];
  onDone: (message: string) => void;
}

/** Moving the case (issue 16 item 3): only the moves allowed; the customer gets a mail with the new status and the message. */
export function CaseStatusForm({ apiBase, statuses, onDone }: CaseStatusFormProps) {
  const { t } = useSite();
  const statusLabel = useCaseStatusLabel();
  const moves: CaseStatus[] = statuses.filter((status) => status !== 'more_info-return');
  const { form, submit } = useCaseForm({
    path: `${apiBase}status/`, schema: caseStatusSchema, initial: { status: String(moves[0] ?? ''), note: '' }, order: ['status', 'note'], doneKey: 'caseDesk.actions.statusDone', onDone,
  });
  if (moves.length === 0) return <p>{t('caseDesk.actions.closed')}</p>;
  const status = moves.includes(form.values.status as CaseStatus) ? form.values.status : moves[0];
  return (
    <form className="desk-form" noValidate aria-busy={form.sending} onSubmit={submit}>
      <SelectField {...form.textField('status')} value={status} label={t('caseDesk.actions.newStatus')}
        options={moves.map((move) => ({ value: move, text: statusLabel(move) }))} onChange={(value) => form.set('status', value)} />
      <NoteField {...form.textField('note')} idPrefix="status-form" label={t('caseDesk.actions.statusNote')} hint={t('caseDesk.actions.statusNoteHint')}
        required={false} maxLength={MAX_NOTE_LENGTH} />
      <button className="button button--primary" type="submit" disabled={form.sending}>{form.sending ? t('caseDesk.actions.sending') : t('caseDesk.actions.statusSubmit')}</button>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}
