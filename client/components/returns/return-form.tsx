import { RETURN_DAYS } from '../../../shared/service/return-window.ts';
import type { ReturnFormResponse } from '../../../shared/types/returns.ts';
import { useSite } from '../../site-context.tsx';
import { orderDate } from '../order/summary-lines.ts';
import { ReturnDone } from './return-done.tsx';
import { ReturnRefusalNotice } from './return-refusal.tsx';
import { ReturnRowFields } from './return-row-fields.tsx';
import { useReturnForm } from './use-return-form.ts';

/** The last day as DD.MM.YYYY (cat 9); it is a calendar day already, so no time zone moves it. */
const dayText = (day: string) => day.split('-').reverse().join('.');

/**
 * The return form of one order (issue 16 item 1): its rows, each with what
 * may still be returned, and the submit; once sent, the return number and
 * the instructions take its place.
 */
export function ReturnForm({ token, form }: { token: string; form: ReturnFormResponse }) {
  const { t } = useSite();
  const state = useReturnForm(token, form);
  if (state.done) return <ReturnDone answer={state.done} />;

  return (
    <>
      <p>{t('returns.form.order', { number: form.order_number, date: orderDate(form.ordered_at) })}</p>
      <p>{form.last_day ? t('returns.form.lastDay', { date: dayText(form.last_day) }) : t('returns.form.windowNotStarted', { days: RETURN_DAYS })}</p>
      <form className="return-form" noValidate onSubmit={state.submit} aria-busy={state.sending}>
        {form.rows.map((row) => (
          <ReturnRowFields key={row.position} row={row} state={state.rows[row.position]} errors={state.errors} abroad={form.abroad}
            onChange={(patch) => state.change(row.position, patch)} fieldRef={state.fieldRef} />
        ))}
        <p className="return-form__note">{t('returns.form.confirmationTo', { email: form.email })}</p>
        <button className="button button--primary return-form__submit" type="submit" disabled={state.sending}>
          {state.sending ? t('returns.form.sending') : t('returns.form.submit')}
        </button>
      </form>
      {state.alert ? <ReturnRefusalNotice code={state.alert.code} message={state.alert.text} /> : null}
    </>
  );
}
