import { MAX_CARRIER_LENGTH, MAX_DESK_NOTE_LENGTH, orderCancelSchema, orderStatusSchema, orderTrackingSchema } from '../../../shared/order/order-desk-schema.ts';
import type { FulfilmentStatus } from '../../../shared/order/order-status-flow.ts';
import type { StaffOrderActionResponse } from '../../../shared/types/order-desk.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { CheckboxField } from '../account/checkbox-field.tsx';
import { SelectField } from '../account/select-field.tsx';
import { NoteField } from '../desk/note-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { useOrderStatusLabel } from './order-desk-labels.ts';
import { useOrderDeskForm } from './use-order-desk-form.ts';

interface ActionProps { apiBase: string; onDone: (answer: StaffOrderActionResponse, text: string) => void }

function Submit({ sending, text }: { sending: boolean; text: string }) {
  const { t } = useSite();
  return <button className="button button--primary" type="submit" disabled={sending}>{sending ? t('orderDesk.actions.sending') : text}</button>;
}

/** Moving the order (issue 16 item 5): only the moves the flow allows; the customer gets a mail with the status and the message. */
export function OrderStatusForm({ apiBase, statuses, onDone }: ActionProps & { statuses: readonly FulfilmentStatus[] }) {
  const { t } = useSite();
  const statusLabel = useOrderStatusLabel();
  const { form, submit } = useOrderDeskForm({
    path: `${apiBase}status/`, schema: orderStatusSchema, initial: { status: String(statuses[0] ?? ''), note: '' }, order: ['status', 'note'],
    doneText: () => t('orderDesk.actions.statusDone'), onDone,
  });
  if (statuses.length === 0) return <p>{t('orderDesk.actions.noMoves')}</p>;
  const status = statuses.includes(form.values.status as FulfilmentStatus) ? String(form.values.status) : statuses[0];
  return (
    <form className="desk-form" noValidate aria-busy={form.sending} onSubmit={submit}>
      <SelectField {...form.textField('status')} value={status} label={t('orderDesk.actions.newStatus')}
        options={statuses.map((move) => ({ value: move, text: statusLabel(move) }))} onChange={(value) => form.set('status', value)} />
      <NoteField {...form.textField('note')} idPrefix="status-form" label={t('orderDesk.actions.note')} hint={t('orderDesk.actions.noteHint')}
        required={false} maxLength={MAX_DESK_NOTE_LENGTH} />
      <Submit sending={form.sending} text={t('orderDesk.actions.statusSubmit')} />
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}

/** A parcel's tracking code, with its carrier; the customer gets it by mail and sees it on the order. */
export function OrderTrackingForm({ apiBase, onDone }: ActionProps) {
  const { t } = useSite();
  const { form, submit } = useOrderDeskForm({
    path: `${apiBase}tracking/`, schema: orderTrackingSchema, initial: { code: '', carrier: '' }, order: ['code', 'carrier'],
    doneText: () => t('orderDesk.actions.trackingDone'), onDone,
  });
  return (
    <form className="desk-form" noValidate aria-busy={form.sending} onSubmit={submit}>
      <TextField {...form.textField('code')} label={t('orderDesk.actions.code')} autoComplete="off" maxLength={60} />
      <TextField {...form.textField('carrier')} label={t('orderDesk.actions.carrier')} hint={t('orderDesk.actions.carrierHint')}
        autoComplete="off" required={false} maxLength={MAX_CARRIER_LENGTH} />
      <Submit sending={form.sending} text={t('orderDesk.actions.trackingSubmit')} />
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}

/** Cancelling a not-yet-shipped order: its stock is released, with or without a refund through the payment provider. */
export function OrderCancelForm({ apiBase, onDone }: ActionProps) {
  const { t } = useSite();
  const { form, submit } = useOrderDeskForm({
    path: `${apiBase}cancel/`, schema: orderCancelSchema, initial: { refund: true as boolean, note: '' }, order: ['refund', 'note'],
    doneText: (answer) => t(answer.refund === 'failed' ? 'orderDesk.actions.refundFailed' : answer.refund === 'refunded' ? 'orderDesk.actions.cancelled' : 'orderDesk.actions.cancelledNoRefund'),
    onDone,
  });
  return (
    <form className="desk-form" noValidate aria-busy={form.sending} onSubmit={submit}>
      <p>{t('orderDesk.actions.cancelIntro')}</p>
      <CheckboxField name="refund" label={t('orderDesk.actions.refund')} checked={form.values.refund === true} onChange={(checked) => form.set('refund', checked)} />
      <NoteField {...form.textField('note')} idPrefix="cancel-form" label={t('orderDesk.actions.note')} hint={t('orderDesk.actions.noteHint')}
        required={false} maxLength={MAX_DESK_NOTE_LENGTH} />
      <Submit sending={form.sending} text={t('orderDesk.actions.cancelSubmit')} />
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}
