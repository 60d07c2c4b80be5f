import { useRef, useState, type FormEvent } from 'react';
import type { ReclamationPageProps } from '../../../shared/types/reclamation.ts';
import { EURO, formatAmount } from '../../../shared/money.ts';
import { SERVICE_FORM_MESSAGES } from '../../../shared/service/service-form-messages.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { orderDate } from '../order/summary-lines.ts';
import { AttachmentField } from './attachment-field.tsx';
import { ContactSection } from './contact-section.tsx';
import { PrefillNotice } from './prefill-notice.tsx';
import { ProductSection } from './product-section.tsx';
import { PurchaseSection } from './purchase-section.tsx';
import { sendComplaint } from './send-complaint.ts';
import { useAttachments } from './use-attachments.ts';
import { useOrderPrefill } from './use-order-prefill.ts';
import { checkReclamation, useReclamationForm, type ReclamationFormState } from './use-reclamation-form.ts';

export interface FiledComplaint { caseNumber: string; email: string }

/** The order row the form was filled from (core 3 rowId, orderDate, unitDiscount, calculatedDiscount), read-only. */
function OrderRowFigures({ form }: { form: ReclamationFormState }) {
  const { t, config } = useSite();
  const { rowId, orderDate: date, unitDiscount, calculatedDiscount } = form.form;
  if (rowId.value === '') return null;
  // The order's figures are euro as the API sends them ("12.50"); shown as the shop shows every amount.
  const euro = (value: string) => (value && Number.isFinite(Number(value)) ? formatAmount(Number(value), EURO, config.language) : value);
  const figures: Array<[string, string]> = [
    ['orderDate', date.value ? orderDate(date.value) : ''],
    ['unitDiscount', euro(unitDiscount.value)],
    ['calculatedDiscount', euro(calculatedDiscount.value)],
  ];
  return (
    <dl className="reclamation-form__figures">
      {figures.filter(([, value]) => value !== '').map(([field, value]) => (
        <div key={field}><dt>{t(`reclamation.fields.${field}`)}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}

/**
 * The complaint form (core 3, issue 16 item 2): the page's own check with
 * the API's schema, the files uploaded as they are chosen, and one send with
 * the uploaded files' ids. A failed upload offers to try again or to send
 * without attachments (cat 8); a failed send says so and keeps every value.
 */
export function ReclamationForm({ page, onFiled }: { page: ReclamationPageProps; onFiled: (filed: FiledComplaint) => void }) {
  const { t, config } = useSite();
  const form = useReclamationForm(page.mainStoreId);
  const attachments = useAttachments();
  const prefill = useOrderPrefill(page.orderNumber, page.row, form);
  const [alert, setAlert] = useState('');
  const [uploadProblem, setUploadProblem] = useState(false);
  const [sending, setSending] = useState(false);
  const key = useRef('');
  const here = `${typeof location === 'undefined' ? '' : location.pathname + location.search}`;

  const send = async (withoutAttachments: boolean) => {
    if (sending) return;
    setAlert('');
    setUploadProblem(false);
    const values = form.values();
    if (form.showErrors(checkReclamation(values))) return;
    setSending(true);
    key.current ||= crypto.randomUUID();
    const outcome = await sendComplaint({
      values, attachments: await attachments.settled(), session: attachments.session(), idempotencyKey: key.current, withoutAttachments, language: config.language,
    });
    setSending(false);
    if (outcome.kind === 'sent') return onFiled({ caseNumber: outcome.caseNumber, email: values.email.trim() });
    if (outcome.kind === 'uploads') return setUploadProblem(true);
    if (outcome.kind === 'failed') return setAlert(t(SERVICE_FORM_MESSAGES.sendingFailed));
    if (outcome.kind === 'fields' && form.showErrors(outcome.fields, true)) return;
    setAlert(outcome.kind === 'refused' ? outcome.message : t(SERVICE_FORM_MESSAGES.sendingFailed));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <>
      <PrefillNotice status={prefill.status} prefill={prefill.prefill} rowId={String(form.form.rowId.value)} here={here} onPick={prefill.pick} />
      <form className="account-form reclamation-form" noValidate onSubmit={submit} aria-busy={sending}>
        <ContactSection form={form} />
        <PurchaseSection form={form} stores={page.stores} />
        <OrderRowFigures form={form} />
        <ProductSection form={form} />
        <AttachmentField attachments={attachments} />
        {uploadProblem ? (
          <AccountAlert text={t('reclamation.uploadFailed')}>
            <div className="reclamation-form__choices">
              <button type="button" className="button" onClick={() => { setUploadProblem(false); attachments.retry(); }}>{t('reclamation.attachments.retry')}</button>
              <button type="button" className="button" onClick={() => void send(true)}>{t('reclamation.attachments.sendWithout')}</button>
            </div>
          </AccountAlert>
        ) : null}
        {alert ? <AccountAlert text={alert} /> : null}
        <button className="button button--primary account-form__submit" type="submit" disabled={sending}>
          {sending ? t('reclamation.sending') : t('reclamation.submit')}
        </button>
      </form>
    </>
  );
}
