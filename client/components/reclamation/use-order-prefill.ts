import { useEffect, useRef } from 'react';
import type { ReclamationPrefill, ReclamationPrefillRow } from '../../../shared/types/reclamation.ts';
import { ApiError, fetchJson } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useAuth } from '../../hooks/use-auth.ts';
import { useSite } from '../../site-context.tsx';
import type { ReclamationFormState } from './use-reclamation-form.ts';

const PREFILL_API = '/api/reclamations/order/';

export type PrefillStatus = 'none' | 'login' | 'loading' | 'filled' | 'notFound';

/** The form's product fields from an order row (core 3 "can be prefilled from a row"). */
function rowValues(row: ReclamationPrefillRow) {
  return {
    manufacturer: row.manufacturer, model: row.model, color: row.color, size: row.size, noSize: row.size === '', price: row.price,
    rowId: String(row.position), unitDiscount: row.unit_discount, calculatedDiscount: row.calculated_discount,
  };
}

/**
 * `?order=&row=` (the account's order history, /view-order/): once the
 * visitor is known to be logged in, their own order fills the form, once:
 * contact, order number, order date, and the row's product, price and
 * discounts. A guest is offered the login; an order that is not theirs fills nothing.
 */
export function useOrderPrefill(orderNumber: string, row: number | null, form: ReclamationFormState) {
  const { config } = useSite();
  const { loading, user } = useAuth();
  const url = `${PREFILL_API}?order=${encodeURIComponent(orderNumber)}&lang=${encodeURIComponent(config.language)}`;
  const read = useApi<ReclamationPrefill>(orderNumber && user ? `customer-${user.id}:${url}` : null, {
    fetcher: () => fetchJson<ReclamationPrefill>(url), label: 'The order to complain about could not be loaded',
  });
  const applied = useRef(false);
  const prefill = read.data ?? null;

  const pick = (position: number) => {
    const chosen = prefill?.rows.find((candidate) => candidate.position === position);
    if (chosen) form.fill(rowValues(chosen));
  };

  useEffect(() => {
    if (!prefill || applied.current) return;
    applied.current = true;
    const { customer } = prefill;
    form.setChannel('W');
    form.fill({
      customerName: customer.name, email: customer.email, phone: customer.phone, address: customer.address, postNumber: customer.post_number,
      city: customer.city, orderNumber: prefill.order_number, orderDate: prefill.order_date, timeOfPurchase: prefill.order_date,
    });
    const chosen = prefill.rows.find((candidate) => candidate.position === row) ?? (prefill.rows.length === 1 ? prefill.rows[0] : undefined);
    if (chosen) form.fill(rowValues(chosen));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled once, from the first answer
  }, [prefill]);

  const missing = read.error instanceof ApiError && (read.error.status === 404 || read.error.status === 400);
  const status: PrefillStatus = !orderNumber ? 'none'
    : loading ? 'loading'
      : !user ? 'login'
        : prefill ? 'filled'
          : missing || read.error ? 'notFound' : 'loading';
  return { status, prefill, pick };
}
