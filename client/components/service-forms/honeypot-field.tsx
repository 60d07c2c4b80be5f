import { HONEYPOT_FIELD } from '../../../shared/service/contact-fields.ts';
import { useSite } from '../../site-context.tsx';

/**
 * A field people never see or reach (issue 16 item 6 "honeypot"): off
 * screen, hidden from assistive technology, out of the tab order and never
 * autofilled. A bot that fills every field fills it too, and the server then
 * answers as if it sent the form while keeping and mailing nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useSite();
  const id = `field-${HONEYPOT_FIELD}`;
  return (
    <div className="service-form__honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('askForm.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
