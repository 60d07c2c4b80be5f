/**
 * The test provider's page: plain server HTML (no React), looking like a
 * hosted card form. The card fields are decoration; the three buttons say
 * what the "bank" answers. The form carries the payment's secret.
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { formatCharge } from '../../../shared/money.ts';
import type { PaymentRecord, PaymentWithOrder } from '../../data/orders/payments.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f4;margin:0;padding:2rem 1rem;color:#1d2430}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.2rem;margin:0 0 .25rem}.amount{font-size:1.6rem;font-weight:700;margin:.5rem 0 1rem}
label{display:block;font-size:.85rem;margin:.6rem 0 .2rem}input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #b8c0cc;border-radius:4px}
.row{display:flex;gap:.75rem}.buttons{display:flex;flex-direction:column;gap:.5rem;margin-top:1.25rem}
button{padding:.7rem;border-radius:4px;border:1px solid #1d2430;font-size:1rem;cursor:pointer;background:#fff}
button[value=pay]{background:#1d6b3a;color:#fff;border-color:#1d6b3a}.note{font-size:.8rem;color:#5a6472;margin-top:1rem}`;

export interface TestPageInput {
  t: Translate; language: Language; payment: PaymentRecord; orderNumber: string; brandName: string;
  /** The currency the order was shown in: the charge is written in its format when charged in it. */
  display: PaymentWithOrder['order']['display'];
}

export function testPaymentPage({ t, language, payment, orderNumber, brandName, display }: TestPageInput): string {
  // What this "bank" collects: the payment's own amount in its own currency (decision 016).
  const amount = formatCharge({ amount: payment.amount, currency: payment.currency }, display, language);
  const settled = payment.status !== 'pending';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t('testPayment.title'))}</title><style>${STYLE}</style></head><body><main>
<h1>${escape(t('testPayment.title'))}</h1><p>${escape(brandName)} · ${escape(t('testPayment.order', { number: orderNumber }))}</p>
<p class="amount" data-testid="test-payment-amount">${escape(amount)}</p>
<form method="post" action="/payments/test/${escape(payment.id)}/">
<input type="hidden" name="secret" value="${escape(payment.callbackSecret)}">
<label for="card">${escape(t('testPayment.cardNumber'))}</label><input id="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">${escape(t('testPayment.expiry'))}</label><input id="expiry" autocomplete="off" value="12/34"></div>
<div><label for="cvc">CVC</label><input id="cvc" autocomplete="off" value="123"></div></div>
<div class="buttons">
<button type="submit" name="outcome" value="pay"${settled ? ' disabled' : ''}>${escape(t('testPayment.pay', { amount }))}</button>
<button type="submit" name="outcome" value="cancel"${settled ? ' disabled' : ''}>${escape(t('testPayment.cancel'))}</button>
<button type="submit" name="outcome" value="fail"${settled ? ' disabled' : ''}>${escape(t('testPayment.fail'))}</button>
</div></form><p class="note">${escape(t('testPayment.note'))}</p></main></body></html>`;
}
