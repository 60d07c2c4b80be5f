import { EURO, formatPrice } from '../../../shared/money.ts';
import type { StaffCaseResponse } from '../../../shared/types/case-desk.ts';
import { useSite } from '../../site-context.tsx';
import { DeskStatusBadge } from '../desk/desk-status-badge.tsx';
import { labelOr, useCaseStatusLabel, useDeskDate } from './case-labels.ts';

/** Who, what, when and where of a case, for staff (issue 16 item 3). */
export function CaseSummary({ view }: { view: StaffCaseResponse }) {
  const { t, config, href } = useSite();
  const statusLabel = useCaseStatusLabel();
  const date = useDeskDate();
  return (
    <dl className="desk-facts">
      <div><dt>{t('caseDesk.case.kind')}</dt><dd>{t(`caseDesk.kinds.${view.kind}`)}</dd></div>
      <div><dt>{t('caseDesk.case.status')}</dt><dd><DeskStatusBadge status={view.status} label={statusLabel(view.status)} /></dd></div>
      <div><dt>{t('caseDesk.case.created')}</dt><dd>{date(view.created_at, true)}</dd></div>
      <div><dt>{t('caseDesk.case.customer')}</dt><dd>{view.customer_name ? `${view.customer_name}, ` : ''}<a href={`mailto:${view.email}`}>{view.email}</a></dd></div>
      <div><dt>{t('caseDesk.case.language')}</dt><dd>{view.language}</dd></div>
      <div>
        <dt>{t('caseDesk.case.order')}</dt>
        <dd>{view.order ? <a href={href('staffOrder', { orderNumber: view.order.order_number })}>{view.order.order_number}</a> : '–'}</dd>
      </div>
      {view.order ? <div><dt>{t('caseDesk.case.orderTotal')}</dt><dd>{formatPrice(view.order.total_price, EURO, config.language)}</dd></div> : null}
      <div><dt>{t('caseDesk.case.store')}</dt><dd>{view.store?.name || '–'}</dd></div>
      {view.refund_amount !== null ? (
        <div><dt>{t('caseDesk.case.refunded')}</dt><dd>{t('caseDesk.case.refundedText', { amount: formatPrice(view.refund_amount, EURO, config.language), date: date(view.refunded_at, true) })}</dd></div>
      ) : null}
    </dl>
  );
}

/** Fields of the complaint form (core 3) shown as money, as a day, or by the form's own option labels. */
const MONEY_FIELDS = new Set(['price', 'unitDiscount', 'calculatedDiscount']);
const DAY_FIELDS = new Set(['timeOfPurchase', 'orderDate']);

/** The value of a form field as the customer sent it (a core 3 field is a value plus an error flag), in the page's language. */
function useFieldText(): (key: string, value: unknown) => string {
  const { t, config } = useSite();
  const date = useDeskDate();
  return (key, value) => {
    const inner = typeof value === 'object' && value !== null && 'value' in value ? (value as { value: unknown }).value : value;
    if (typeof inner === 'boolean') return inner ? t('caseDesk.details.yes') : t('caseDesk.details.no');
    if (inner === null || inner === undefined || inner === '') return '';
    if (typeof inner === 'object') return JSON.stringify(inner);
    const text = String(inner);
    if (MONEY_FIELDS.has(key) && Number.isFinite(Number(text))) return formatPrice(Number(text), EURO, config.language);
    if (DAY_FIELDS.has(key)) return date(text);
    if (key === 'salesChannel') return labelOr(t, `reclamation.channels.${text}`, text);
    return text;
  };
}

/** The complaint's form (core 3 reclamation fields) or the return's extra answers, as sent; empty fields left out. */
export function CaseDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useSite();
  const fieldText = useFieldText();
  const fields = Object.entries(details).map(([key, value]) => [key, fieldText(key, value)] as const).filter(([, text]) => text !== '');
  if (fields.length === 0) return <p>{t('caseDesk.details.none')}</p>;
  return (
    <dl className="desk-facts">
      {fields.map(([key, text]) => <div key={key}><dt>{labelOr(t, `caseDesk.details.fields.${key}`, key)}</dt><dd>{text}</dd></div>)}
    </dl>
  );
}

/** Attachment links: staff open them through their own route, the customer through signed links. */
export function CaseAttachments({ files, empty }: { files: ReadonlyArray<{ file_name: string; url: string; size?: number }>; empty: string }) {
  const { config } = useSite();
  if (files.length === 0) return <p>{empty}</p>;
  const size = new Intl.NumberFormat(config.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (
    <ul className="desk-attachments">
      {files.map((file) => (
        <li key={file.url}>
          <a href={file.url} target="_blank" rel="noopener noreferrer">{file.file_name}</a>
          {file.size ? <span className="desk-muted"> ({size.format(Math.max(1, Math.round(file.size / 1024)))})</span> : null}
        </li>
      ))}
    </ul>
  );
}
